import type { ReactNode } from "react";
import { FileImage } from "~/ui/file-image";

/** The top of every /menu/{alias} page: banner (decorative), logo, eyebrow, title. */
export function AliasHero({
  title,
  eyebrow,
  logoFileId,
  logoAlt,
  bannerFileId,
  children,
}: {
  title: string;
  eyebrow?: ReactNode;
  logoFileId: string | null;
  logoAlt: string;
  bannerFileId: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="alias-hero">
      <div className="alias-hero__banner" aria-hidden="true">
        {bannerFileId ? <FileImage fileId={bannerFileId} alt="" width={1200} height={400} eager /> : null}
      </div>
      <div className="alias-hero__body">
        {logoFileId ? (
          <FileImage className="alias-hero__logo" fileId={logoFileId} alt={logoAlt} width={96} height={96} eager />
        ) : (
          <span className="alias-hero__logo alias-hero__logo--initial" aria-hidden="true">
            {title.slice(0, 1)}
          </span>
        )}
        <div className="alias-hero__text">
          {eyebrow ? <p className="alias-hero__eyebrow">{eyebrow}</p> : null}
          <h1>{title}</h1>
          {children}
        </div>
      </div>
    </header>
  );
}
