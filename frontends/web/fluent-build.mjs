// Makes `fluent.js`, the one file of @fluent/bundle the page imports: the package's
// ES modules bundled by esbuild, under a header naming its version and licence.
// `npm run fluent` writes it; tests/catalogue.spec.js checks the committed file is
// what the installed package makes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);

/** The text of `fluent.js` for the installed @fluent/bundle. */
export async function fluentModule() {
  const pkg = JSON.parse(readFileSync(new URL('node_modules/@fluent/bundle/package.json', here), 'utf8'));
  const banner = [
    '// @ts-nocheck',
    `// @fluent/bundle ${pkg.version} (https://projectfluent.org), bundled by esbuild: \`npm run fluent\`.`,
    `// Licence: ${pkg.license}. Copyright Mozilla Foundation and the Project Fluent contributors;`,
    '// the licence text: https://www.apache.org/licenses/LICENSE-2.0',
  ].join('\n');
  const made = await build({
    entryPoints: [fileURLToPath(new URL('node_modules/@fluent/bundle/esm/index.js', here))],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    legalComments: 'inline',
    banner: { js: banner },
    write: false,
  });
  return made.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(new URL('fluent.js', here), await fluentModule());
}
