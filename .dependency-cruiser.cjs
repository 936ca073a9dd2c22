// The import rules of docs/architecture.md "Map", checked by dependency-cruiser
// (`npx depcruise app workers party`; tests/unit/architecture.test.ts runs it in `npm test`).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "app/domain is pure rules: no storage, HTTP, use cases, routes or UI, no Remix and no I/O packages",
      severity: "error",
      from: { path: "^app/domain/" },
      to: {
        path: [
          "^app/(data|http|services|views|routes|ui)/",
          "^node_modules/(@remix-run|drizzle-orm|partyserver|partysocket|react|react-dom)/",
          "^(cloudflare:|node:)",
        ],
      },
    },
    {
      name: "data-is-storage",
      comment: "app/data is storage only: it imports no UI, route, view, HTTP plumbing, use case or Remix",
      severity: "error",
      from: { path: "^app/data/" },
      to: { path: ["^app/(ui|routes|views|http|services)/", "^node_modules/@remix-run/"] },
    },
    {
      name: "rooms-from-services",
      comment: "the server's side of the realtime rooms (partyserver) is a use case's step: in app (storage, plumbing, routes) only app/services/realtime reaches it",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/services/realtime/" },
      to: { path: "^node_modules/partyserver/" },
    },
    {
      name: "services-below-pages",
      comment: "app/services (use cases) import no route, no shared page code (app/views) and no UI",
      severity: "error",
      from: { path: "^app/services/" },
      to: { path: "^app/(routes|views|ui)/" },
    },
    {
      name: "http-below-pages",
      comment: "app/http is request plumbing (sessions, cookies, guards, JSON helpers): it imports no route, no page code (app/views), no use case and no UI",
      severity: "error",
      from: { path: "^app/http/" },
      to: { path: "^app/(routes|views|services|ui)/" },
    },
    {
      name: "views-below-pages",
      comment: "app/views (page-shaped code shared by several routes) imports no route and no UI",
      severity: "error",
      from: { path: "^app/views/" },
      to: { path: "^app/(routes|ui)/" },
    },
    {
      name: "ui-no-storage",
      comment: "app/ui renders props: nothing from app/data or app/services",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/(data|services)/" },
    },
    {
      name: "ui-takes-types-only",
      comment: "app/ui takes only the types of the data it renders from app/http, app/views and app/routes (their producers)",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/(http|views|routes)/", dependencyTypesNot: ["type-only", "type-import"] },
    },
    {
      name: "server-modules-no-ui",
      comment: "the *.server.ts modules and resource routes (route.ts) of app/routes import nothing from app/ui",
      severity: "error",
      from: { path: "^app/routes/.+\\.ts$" },
      to: { path: "^app/ui/" },
    },
    {
      name: "sql-lives-in-data",
      comment: "every SQL statement is in app/data: nothing else builds queries (drizzle-orm) or reads the tables' definitions at run time",
      severity: "error",
      from: { path: "^(app|workers|party)/", pathNot: "^app/data/" },
      to: { path: ["^node_modules/drizzle-orm/", "^app/data/schema([^/]*\\.server\\.ts$|/)"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "http-is-shared",
      comment: "an app/http or app/views module is shared by two or more modules; one route's helper lives beside its route",
      severity: "error",
      from: {},
      // the Worker entry alone runs the request guard, before Remix
      module: { path: "^app/(http|views)/", pathNot: "^app/http/request-guard\\.server\\.ts$", numberOfDependentsLessThan: 2 },
    },
    {
      name: "no-circular",
      comment: "no module reaches itself through its imports",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // the Worker entry imports the Remix build; its bundle is not source
    exclude: { path: "^build/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    builtInModules: { add: ["cloudflare:workers", "cloudflare:test"] },
  },
};
