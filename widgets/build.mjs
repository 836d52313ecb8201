// Bundle the page code: each widget's ES module in widgets/src/, with the
// modules it imports, into one file in widgets/ that anywidget loads (and the
// wheel ships).  The bundles are committed, so users and `make serve` need no
// node; `make test` checks that they are what the sources build to.
//
// A bundle is a build product, not a source: it is minified (white space and
// syntax; names are kept, so a stack trace in the browser still reads), and
// widgets/bundles.json lists the source modules each one holds.  Read and edit
// widgets/src/, never the bundles.
//
//   node widgets/build.mjs           write widgets/table.js, quiz.js, ... and bundles.json
//   node widgets/build.mjs --check   write nothing; fail if a bundle differs from its build
import { build } from "esbuild";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const ENTRIES = ["table", "quiz", "progress", "trainer", "drills", "pittypat", "pittypat_quiz", "file_button"];  // one per widget class (pitchtutor/widgets/*.py _esm)
const check = process.argv.includes("--check");

const result = await build({
  entryPoints: ENTRIES.map((name) => path.join(here, "src", `${name}.js`)),
  outdir: here,
  absWorkingDir: root,  // the repository: module paths in the metafile are relative to it
  bundle: true,
  format: "esm",
  charset: "utf8",
  legalComments: "none",
  minifyWhitespace: true,
  minifySyntax: true,
  metafile: true,
  banner: { js: "// Built from widgets/src/ by `make widgets` (esbuild, minified): edit the sources there, not this file." },
  logLevel: "warning",
  write: false,
});

// Which source modules each bundle holds, from esbuild's own account of the build.
/** @type {Record<string, string[]>} */
const modules = {};
for (const [output, meta] of Object.entries(result.metafile.outputs)) {
  modules[path.basename(output)] = Object.keys(meta.inputs).map((input) => path.basename(input, ".js")).sort();
}
const files = [
  ...result.outputFiles.map((file) => ({ path: file.path, contents: Buffer.from(file.contents) })),
  { path: path.join(here, "bundles.json"), contents: Buffer.from(JSON.stringify(modules, null, 1) + "\n") },
];

if (check) {
  const stale = [];
  for (const file of files) {
    const committed = await readFile(file.path).catch(() => Buffer.alloc(0));
    if (!file.contents.equals(committed)) stale.push(path.relative(root, file.path));
  }
  if (stale.length) {
    console.error(`${stale.join(", ")} not what widgets/src builds to: run \`make widgets\` and commit the result`);
    process.exit(1);
  }
} else {
  for (const file of files) await writeFile(file.path, file.contents);
}
