// Zod without compiled parsers. Left on, zod probes `new Function('')` when it builds its first
// object schema; the console's Content-Security-Policy (no 'unsafe-eval') refuses that and reports
// a violation even though zod catches it. A classic script, so it runs before any module of the
// console, whatever chunk zod is bundled in; zod keeps the settings it finds on this global.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
