// The demo images (files rows of demo-tenant.ts) with their bodies, for R2.
// Sources: app/data/demo/images/{name}.svg for file id `sabores-{name}`; their text is
// embedded by `node scripts/db.mjs images` (run by every `seed`) into
// demo-image-sources.generated.ts, because workerd (tests) cannot read files.
import { files } from "./demo-tenant";
import { svgSources } from "./demo-image-sources.generated";

export interface DemoImage {
  id: string; // files.id
  r2Key: string; // files.r2_key
  contentType: string;
  /** File name under app/data/demo/images. */
  source: string;
  body: string;
}

export const demoImages: DemoImage[] = files.map((f) => {
  const source = `${f.id.replace(/^sabores-/, "")}.svg`;
  const body = svgSources[source];
  if (body === undefined) throw new Error(`demo image ${f.id}: no app/data/demo/images/${source}`);
  return { id: f.id, r2Key: f.r2Key, contentType: f.contentType, source, body };
});
