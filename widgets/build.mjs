// Bundle the page code: each widget's ES module in widgets/src/, with the
// modules it imports, into one file in widgets/ that anywidget loads (and the
// wheel ships).  The bundles are committed, so users and `make serve` need no
// node; `make test` checks that they are what the sources build to.
//
//   node widgets/build.mjs           write widgets/table.js, quiz.js, progress.js, trainer.js, drills.js
//   node widgets/build.mjs --check   write nothing; fail if a bundle differs from its build
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const ENTRIES = ["table", "quiz", "progress", "trainer", "drills"];  // one per widget class (pitchtutor/widgets/*.py _esm)
const check = process.argv.includes("--check");

const result = await build({
  entryPoints: ENTRIES.map((name) => path.join(here, "src", `${name}.js`)),
  outdir: here,
  absWorkingDir: path.dirname(here),  // the repository: module names in the bundle's comments are relative to it
  bundle: true,
  format: "esm",
  charset: "utf8",
  legalComments: "none",
  banner: { js: "// Built from widgets/src/ by `make widgets` (esbuild): edit the sources there, not this file." },
  logLevel: "warning",
  write: !check,
});

if (check) {
  const stale = [];
  for (const file of result.outputFiles) {
    const committed = await readFile(file.path).catch(() => Buffer.alloc(0));
    if (!Buffer.from(file.contents).equals(committed)) stale.push(path.relative(path.dirname(here), file.path));
  }
  if (stale.length) {
    console.error(`${stale.join(", ")} not what widgets/src builds to: run \`make widgets\` and commit the result`);
    process.exit(1);
  }
}
