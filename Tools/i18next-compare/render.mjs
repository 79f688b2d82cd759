// Renders JSON-lines requests with i18next itself, for compare.py.
// Usage: node render.mjs I18NEXT_SRC CONFIG.json < requests.jsonl
// CONFIG: {"resources": {lng: {ns: {...}}}, "fallbackLng": "en",
//          "escapeValue": true, "compatibilityJSON": "v4", "naturalKeys": false}
// Each request {"key", "locale", "ns", "params"} is answered with {"text"}.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';

const [source, configPath] = process.argv.slice(2);
const { default: i18next } = await import(pathToFileURL(`${source}/src/index.js`).href);
const config = JSON.parse(readFileSync(configPath, 'utf8'));
const namespaces = [...new Set(Object.values(config.resources).flatMap((byNs) => Object.keys(byNs)))];
const instance = i18next.createInstance();
await instance.init({
  resources: config.resources,
  lng: config.fallbackLng,
  fallbackLng: config.fallbackLng,
  ns: namespaces,
  defaultNS: namespaces[0],
  compatibilityJSON: config.compatibilityJSON,
  interpolation: { escapeValue: config.escapeValue },
  initImmediate: false,
  initAsync: false,
  returnNull: false,
  ...(config.naturalKeys ? { nsSeparator: false, keySeparator: false } : {}),
});
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  const text = instance.t(request.key, { ...request.params, lng: request.locale, ns: request.ns });
  console.log(JSON.stringify({ text: typeof text === 'string' ? text : JSON.stringify(text) }));
}
