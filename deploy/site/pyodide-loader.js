// The site's pyodide.js.  JupyterLite's kernel worker loads this script (importScripts) and calls
// self.loadPyodide(options), as it would with Pyodide's own pyodide.js; this one starts Pyodide
// faster, from two files made by deploy/site/build.py:
//
// - site-packages.gz: every file of the kernel's wheels (IPython, ipykernel, the widgets,
//   pitchtutor, ...), unpacked and compiled, written into Pyodide's site-packages before Python
//   starts: no wheel is unpacked by Python in the browser;
// - snapshot.gz: the memory of a Pyodide that has already imported the kernel, the widgets and
//   pitchtutor (deploy/site/snapshot.mjs, at build time), restored instead of importing them
//   all again on every visit.  Without a usable snapshot Pyodide starts the ordinary way, with
//   the same files.
//
// The kernel's own list of packages (options.packages) is not passed on: every one of them is
// in site-packages already.  deploy/site/snapshot.mjs loads this file too (installSitePackages).

// Bytes of a file of the site, gunzipped unless the host already did (Content-Encoding: gzip).
async function siteFile(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return gunzip(new Uint8Array(await response.arrayBuffer()));
}

async function gunzip(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// site-packages.gz: one line of JSON ({"files": [[path, size], ...]}), then the files' bytes.
self.installSitePackages = function (FS, sitePackages, bytes) {
  const newline = bytes.indexOf(10);
  const { files } = JSON.parse(new TextDecoder().decode(bytes.subarray(0, newline)));
  let offset = newline + 1;
  for (const [path, size] of files) {
    const target = `${sitePackages}/${path}`;
    FS.mkdirTree(target.slice(0, target.lastIndexOf("/")));
    FS.writeFile(target, bytes.subarray(offset, offset + size));
    offset += size;
  }
  if (offset !== bytes.length) throw new Error("site-packages.gz: the index does not match its data");
};

self.loadPyodide = async (options) => {
  const base = options.indexURL;
  const { loadPyodide } = await import(base + "pyodide.mjs");
  const sitePackages = siteFile(base + "site-packages.gz");
  const settings = {
    ...options,
    packages: [],
    fsInit: async (FS, info) => self.installSitePackages(FS, info.sitePackages, await sitePackages),
  };
  let pyodide = null;
  // The snapshot refers to the pyodide_js module and to functions of Pyodide's, which exist only
  // once this Pyodide is loaded: they are looked up when Python first uses them.
  const restore = (saved) => {
    if (saved.pyodide === "") {
      return new Proxy({}, { get: (_, key) => pyodide[key], has: (_, key) => key in pyodide });
    }
    if (saved.pyodide) return (...args) => pyodide[saved.pyodide](...args);
    return (...args) => pyodide._api[saved.api](...args);
  };
  try {
    pyodide = await loadPyodide({
      ...settings,
      _loadSnapshot: siteFile(base + "snapshot.gz"),
      _snapshotDeserializer: restore,
    });
  } catch (error) {
    console.warn("Pyodide starts without its snapshot:", error);
    return loadPyodide(settings);
  }
  // The snapshot's random state is the same for every visitor: draw a new one.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
};
