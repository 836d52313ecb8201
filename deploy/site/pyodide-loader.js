// The site's pyodide.js.  JupyterLite's kernel worker loads this script (importScripts) and calls
// self.loadPyodide(options), as it would with Pyodide's own pyodide.js; this one starts Pyodide
// faster, from two files made by deploy/site/build.py:
//
// - site-packages.zst: every file of the kernel's wheels (IPython, ipykernel, the widgets,
//   pitchtutor, ...), unpacked and compiled, written into Pyodide's site-packages before Python
//   starts: no wheel is unpacked by Python in the browser;
// - snapshot.zst: the memory of a Pyodide that has already imported the kernel, the widgets and
//   pitchtutor (deploy/site/snapshot.mjs, at build time), restored instead of importing them
//   all again on every visit.  Without a usable snapshot Pyodide starts the ordinary way, with
//   the same files.
//
// - course-files.zst: the course's files beside its notebooks (the hand records the lessons
//   read), written into /drive, the kernel's working folder (each page's kernel starts in its
//   notebook's folder there): a lesson reads them from memory.  The kernel's worker does not
//   mount JupyterLite's drive, which answered each file operation through the service worker and
//   the page (six round trips for each hand record); the site is read-only, so nothing is lost.
//
// They are compressed with Zstandard (a quarter smaller than gzip: 5 MB less to download), and
// unpacked here by zstddec.mjs (the npm package zstddec: the Zstandard decoder in WebAssembly).
// A first visit keeps them unpacked in the browser's Cache Storage, and a return visit reads them
// from there (keptFile): half a second less of the kernel's worker.
//
// The kernel's own list of packages (options.packages) is not passed on: every one of them is
// in site-packages already.  deploy/site/snapshot.mjs loads this file too (installFiles).

// The bytes of a Zstandard file of the site, unpacked: on a return visit from the browser's
// Cache Storage, where the first visit kept them (see keptFile).
async function siteFile(base, name) {
  const kept = await keptFile(base, name);
  if (kept) return kept;
  const [response, decoder] = await Promise.all([fetch(base + name), zstdDecoder(base)]);
  if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
  const bytes = unzstd(decoder, new Uint8Array(await response.arrayBuffer()), name);
  keepFile(base, name, bytes);
  return bytes;
}

// Unpacking site-packages and the snapshot (54 MB) takes half a second of the kernel's worker on
// every visit, on the path to a lesson's first widget; reading them back unpacked from Cache
// Storage takes a fraction of it.  The cache is named by the digest of the site's three files
// (build.py writes it below), so an updated site never reads an old snapshot, and the caches of
// older builds are deleted.  Where the page is not a secure context (a site served over plain
// HTTP from another machine), the browser has no Cache Storage: every visit unpacks.
var SITE_FILES_VERSION = "unstamped";
var UNPACKED_CACHE = "pitchtutor-unpacked-";
var KEPT_CACHE = UNPACKED_CACHE + SITE_FILES_VERSION;
var mayKeep = SITE_FILES_VERSION !== "unstamped" && typeof caches !== "undefined";

// Opened once for the three files (null where nothing may be kept, or it cannot be opened).
var keptCacheOpened = null;
function unpackedCache() {
  if (!mayKeep) return null;
  keptCacheOpened ??= caches.open(KEPT_CACHE).catch(() => null);
  return keptCacheOpened;
}

async function keptFile(base, name) {
  try {
    const cache = await unpackedCache();
    const response = cache && (await cache.match(new URL(name, base).href));
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null; // unpack as on a first visit
  }
}

// A copy made now (the Response takes one: Pyodide owns `bytes` from here on), written to the
// cache once the kernel has started and run the lesson's first cells (writeKeptFiles), so that
// a first visit does not share its busiest seconds with the disk.
var keptWrites = globalThis.keptWrites || []; // the file may run twice (see decoderLoaded)
function keepFile(base, name, bytes) {
  if (!mayKeep) return;
  keptWrites.push([new URL(name, base).href, new Response(bytes)]);
}

var KEEP_AFTER_MS = 1500;
function writeKeptFiles() {
  const writes = keptWrites;
  keptWrites = [];
  if (!writes.length) return;
  setTimeout(async () => {
    try {
      const cache = await unpackedCache();
      if (!cache) return;
      for (const [url, response] of writes) await cache.put(url, response);
      for (const key of await caches.keys()) {
        if (key.startsWith(UNPACKED_CACHE) && key !== KEPT_CACHE) {
          await caches.delete(key);
        }
      }
    } catch {
      // no room, or no Cache Storage after all: the next visit unpacks again
    }
  }, KEEP_AFTER_MS);
}

// var, not let: the kernel's worker may run this file twice (importScripts), once when the page
// starts Pyodide early and once when the kernel asks for it; a second `let` would not compile.
var decoderLoaded = null;
function zstdDecoder(base) {
  decoderLoaded ??= import(base + "zstddec.mjs").then(async ({ ZSTDDecoder }) => {
    const decoder = new ZSTDDecoder();
    await decoder.init();
    return decoder;
  });
  return decoderLoaded;
}

// Unpacked a megabyte at a time into an array of the size the frame's header gives, so that the
// decoder's own memory stays small (it is kept as long as the page).
function unzstd(decoder, bytes, name) {
  const size = contentSize(bytes, name);
  const out = new Uint8Array(size);
  let offset = 0;
  function* chunks() {
    for (let at = 0; at < bytes.length; at += 1 << 20) yield bytes.subarray(at, at + (1 << 20));
  }
  for (const part of decoder.decodeStreaming(chunks())) {
    out.set(part, offset);
    offset += part.length;
  }
  if (offset !== size) throw new Error(`${name}: ${offset} bytes unpacked, ${size} expected`);
  return out;
}

// The content size in a Zstandard frame's header (RFC 8878, 3.1.1.1), which build.py writes.
function contentSize(bytes, name) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== 0xfd2fb528) throw new Error(`${name}: not a Zstandard frame`);
  const descriptor = bytes[4];
  const single = (descriptor >> 5) & 1;
  const at = 5 + (single ? 0 : 1) + [0, 1, 2, 4][descriptor & 3];
  switch (descriptor >> 6) {
    case 0:
      if (single) return bytes[at];
      break;
    case 1:
      return view.getUint16(at, true) + 256;
    case 2:
      return view.getUint32(at, true);
    case 3:
      return Number(view.getBigUint64(at, true));
  }
  throw new Error(`${name}: the Zstandard frame does not give its size`);
}

// site-packages.zst and course-files.zst: one line of JSON ({"files": [[path, size], ...]},
// and the folders to make even when no file is in them: "folders": [path, ...]), then the files'
// bytes, written below the folder `root`.
self.installFiles = function (FS, root, bytes, name) {
  const newline = bytes.indexOf(10);
  const { files, folders = [] } = JSON.parse(new TextDecoder().decode(bytes.subarray(0, newline)));
  // Each folder made once (mkdirTree throws and catches an error for every folder that exists),
  // and each file a view of `bytes`, not a copy (canOwn).
  const made = new Set(folders.map((folder) => `${root}/${folder}`));
  for (const folder of made) FS.mkdirTree(folder);
  let offset = newline + 1;
  for (const [path, size] of files) {
    const target = `${root}/${path}`;
    const folder = target.slice(0, target.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(target, bytes.subarray(offset, offset + size), { canOwn: true });
    offset += size;
  }
  if (offset !== bytes.length) throw new Error(`${name}: the index does not match its data`);
};

// The page starts the kernel's worker, and Pyodide in it, while JupyterLab is still starting
// (deploy/site/build.py, "prewarm"): the kernel's own call then gets that same Pyodide, with its
// output handlers set, instead of a second one.  If the early start failed, the kernel's call
// starts Pyodide afresh.
self.loadPyodide = (options) => {
  const early = self.__pitchtutorPyodide;
  if (!early) {
    self.__pitchtutorPyodide = startPyodide(options);
    return self.__pitchtutorPyodide;
  }
  return early.then(
    (pyodide) => {
      if (options.stdout) pyodide.setStdout({ batched: options.stdout });
      if (options.stderr) pyodide.setStderr({ batched: options.stderr });
      return pyodide;
    },
    () => startPyodide(options),
  );
};

async function startPyodide(options) {
  const base = options.indexURL;
  const sitePackages = siteFile(base, "site-packages.zst");
  const courseFiles = siteFile(base, "course-files.zst");
  const snapshot = siteFile(base, "snapshot.zst");
  snapshot.catch(() => {}); // a failure is reported below, where Pyodide waits for it
  const { loadPyodide } = await import(base + "pyodide.mjs");
  const settings = {
    ...options,
    packages: [],
    fsInit: async (FS, info) => {
      self.installFiles(FS, info.sitePackages, await sitePackages, "site-packages.zst");
      self.installFiles(FS, "/drive", await courseFiles, "course-files.zst");
    },
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
      _loadSnapshot: snapshot,
      _snapshotDeserializer: restore,
    });
  } catch (error) {
    console.warn("Pyodide starts without its snapshot:", error);
    // Keep none of these files, and forget any kept before: the next visit unpacks afresh.
    keptWrites = [];
    if (mayKeep) caches.delete(KEPT_CACHE).catch(() => {});
    return loadPyodide(settings);
  }
  // The snapshot's random state is the same for every visitor: draw a new one.
  pyodide.runPython("import random; random.seed()");
  writeKeptFiles();
  return pyodide;
}
