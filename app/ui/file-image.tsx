/** Images live in R2 and are served by /files/{id}; a transparent placeholder stands in on failure. */
export const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

export function fileUrl(fileId: string | null | undefined): string {
  return fileId ? `/files/${encodeURIComponent(fileId)}` : TRANSPARENT_PIXEL;
}

export function FileImage({
  fileId,
  alt,
  width,
  height,
  className,
  eager,
}: {
  fileId: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={fileUrl(fileId)}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // React 18 only passes the attribute through in lower case.
      {...(eager ? { fetchpriority: "high" } : {})}
    />
  );
}
