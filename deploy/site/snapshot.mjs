// Take a memory snapshot of Pyodide after the kernel's imports (IPython, ipykernel, the widgets,
// pitchtutor), so that the browser restores a started kernel instead of importing it all again.
//   node snapshot.mjs NODE_MODULES/pyodide SITE_PYODIDE_DIR SITE_PACKAGES OUT_FILE
// Pyodide's core comes from the npm package (the site has the same files); SITE_PYODIDE_DIR is the
// site's static/pyodide/, with its pyodide-lock.json and its pyodide.js (deploy/site/pyodide-loader.js),
// which writes SITE_PACKAGES (site-packages.zst before it is compressed) here as it does in the
// browser.  The snapshot is taken where the JupyterLite kernel's worker would be after the same
// steps: the working directory /drive, `import pyodide_kernel` run, piplite imported.  OUT_FILE is
// written uncompressed (build.py compresses it).
import fs from "node:fs";

const [core, dir, sitePackagesFile, out] = process.argv.slice(2);
// The loader's functions, without making this process look like a browser to Pyodide.
const loader = {};
new Function("self", fs.readFileSync(dir + "/pyodide.js", "utf8"))(loader);
const { loadPyodide } = await import(core + "/pyodide.mjs");
const sitePackages = new Uint8Array(fs.readFileSync(sitePackagesFile));
const py = await loadPyodide({
  indexURL: core + "/",
  lockFileURL: dir + "/pyodide-lock.json",
  fsInit: async (FS, info) => loader.installFiles(FS, info.sitePackages, sitePackages, "site-packages"),
  _makeSnapshot: true,
  stdout: () => {},
});
py.FS.mkdirTree("/drive");
py.FS.chdir("/drive");
py.runPython(`
import pyodide_kernel
import anywidget, ipywidgets, pitchtutor, pitchtutor.widgets
import micropip, piplite.piplite
import gc
gc.collect()
`);
// The snapshot may hold no JavaScript object but Pyodide's own: the pyodide_js module and the
// functions of Pyodide that the kernel and micropip import from it are named, to be the
// browser's Pyodide's there (pyodide.js restores them).
// Pyodide's list of loaded packages (here: what it found in site-packages) must be empty in a
// snapshot; the browser's Pyodide makes its own, from the same files, as it starts.
for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
zeroFreeMemory(py._module);
const snapshot = py.makeMemorySnapshot({
  serializer: (object) => {
    if (object === py) return { pyodide: "" };
    for (const [where, owner] of [["pyodide", py], ["api", py._api]]) {
      for (const name of Object.getOwnPropertyNames(owner)) {
        if (typeof owner[name] === "function" && object === owner[name]) return { [where]: name };
      }
    }
    throw new Error(`the snapshot cannot hold this JavaScript object: ${object}`);
  },
});
fs.writeFileSync(out, snapshot);
console.log(`${out}: ${(snapshot.length / 1e6).toFixed(1)} MB of memory`);

// The memory that malloc holds free still has what was there before (the files read while
// importing, freed): zeroed, it weighs nothing once compressed (a tenth of the snapshot).  Every
// free block is allocated, zeroed and freed again, without growing the memory.
function zeroFreeMemory(module) {
  const limit = module._malloc_footprint_limit();
  module._malloc_set_footprint_limit(module._malloc_footprint());
  const blocks = [];
  let zeroed = 0;
  for (let size = 1 << 24; size >= 16; size >>= 1) {
    for (let block = module.___libc_malloc(size); block; block = module.___libc_malloc(size)) {
      module.HEAPU8.fill(0, block, block + size);
      blocks.push(block);
      zeroed += size;
    }
  }
  for (const block of blocks) module.___libc_free(block);
  module._malloc_set_footprint_limit(limit);
  console.log(`${(zeroed / 1e6).toFixed(1)} MB of free memory zeroed`);
}
