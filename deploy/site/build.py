"""Build the course as a static site (``make site``): build/site/, served by any static host.

The same notebooks as the Voila course (the index, every lesson, the glossary, the teacher's
notebook) are turned into pages by voici (voici-core), and run unchanged in the browser in
JupyterLite's Pyodide kernel.  Every byte the pages fetch is in build/site/:

- the Pyodide core from the npm package ``pyodide`` (deploy/site/package-lock.json);
- the kernel's packages (micropip, IPython and its dependencies, comm, anywidget, ipywidgets,
  ...) from PyPI, pinned with their hashes (requirements-pyodide.txt), and a pure-Python wheel
  of pitchtutor built from this checkout: compiled to bytecode and unpacked into one file,
  ``site-packages.zst``, that the site's loader (pyodide-loader.js, served as the kernel's
  ``pyodide.js``) writes into Pyodide's site-packages before Python starts;
- ``snapshot.zst``: Pyodide's memory once the kernel, the widgets and pitchtutor are imported
  (snapshot.mjs, in Node.js), which the loader restores instead of importing them on every visit;
  these two files are compressed with Zstandard, which the loader unpacks with the npm package
  ``zstddec`` (a quarter smaller than gzip);
- ``course-files.zst``: the course's files beside its notebooks (the hand records), which the
  loader writes into the kernel's working folder: the kernel's worker does not mount JupyterLite's
  drive (:func:`course_files_in_memory`), and JupyterLite's service worker answers only ``/api/``
  (:func:`direct_service_worker`);
- Font Awesome from npm (the Voila template links it on a CDN; the pages are rewritten).

The build downloads only from PyPI and npm.  It is skipped when its inputs are unchanged
(``--force`` rebuilds): :func:`inputs_digest` covers the pins, this script, the lessons and the
package's sources, and is kept in build/site.inputs.

    python deploy/site/build.py [--force] [--out build/site]
"""

from __future__ import annotations

import argparse
import base64
import email.parser
import functools
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import venv
import zipfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # the checkout's pitchtutor (its language picker)
HERE = ROOT / "deploy" / "site"
BUILD = ROOT / "build"
OUT = BUILD / "site"
TOOLS = BUILD / "site-tools"
WORK = BUILD / "site-work"

PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip"]
# The environment Pyodide 0.29 presents to wheel metadata markers.
PYODIDE_MARKERS = {
    "implementation_name": "cpython",
    "implementation_version": "3.13.2",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": "3.13.2",
    "python_version": "3.13",
    "sys_platform": "emscripten",
    "extra": "",
}
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# The lab template links Font Awesome 5 (all and v4-shims), the file tree's template 4.5.
FONT_AWESOME_5 = re.compile(
    r"https://cdn\.jsdelivr\.net/npm/@fortawesome/fontawesome-free@\^5/css/(all|v4-shims)\.min\.css"
)
FONT_AWESOME_4 = re.compile(r"<link[^>]*https://cdn\.jsdelivr\.net/npm/font-awesome@4[^>]*>")
# A page's first heading and its title (see page_title).
FIRST_HEADING = re.compile(r"<h1\b[^>]*>(.*?)</h1>", re.S)
TAG = re.compile(r"<[^>]+>")
TITLE = re.compile(r"<title>[^<]*</title>")
# The served course's loading line, in the lesson's language, and its pages' own style: its page
# template includes them, and each page of the site has them too (read once, for every page).
LOADING_LINE = ROOT / "pitchtutor/apps/jupyter/voila/templates/pitchtutor/pitchtutor-loading.js"
PAGE_STYLE = LOADING_LINE.with_name("pitchtutor-page.css")
LOADING_HELPERS = re.compile(r"<script>\s*window\.voila_heartbeat\b.*?</script>", re.S)
# Each @font-face's sources in Font Awesome's CSS (eot, woff2, woff, ttf, svg), the name captured.
FONT_FACE_SOURCES = re.compile(r"src:url\(\.\./webfonts/([\w-]+)\.eot\);src:[^;}]*")
FONT_FILES = {".woff", ".woff2", ".eot", ".ttf", ".svg"}
STYLE_ELEMENT = re.compile(r'<style type="text/css">.*?</style>', re.S)
SHARED_STYLE_MIN = 10_000
# Added to the site's copy of the index, after its title: in this mode there is no server to keep
# the hidden cards from the page.
NOTICE = (
    "> **This copy of the course runs entirely in your browser.** Python and the card engine came "
    "with these pages: nothing you do is sent anywhere, and your progress stays in this browser. "
    "It also means that **every card of every hand is in your browser**: someone who opens the "
    "browser's developer tools can read the other players' cards. For a test, or a class where "
    "that matters, use the course served by `pitchtutor serve`, which never sends a hidden card "
    "to the page."
)

# JupyterLite unregisters its service worker on a visit whose page the worker controls when the
# version it stored is not its own; it stores it only on such a visit, so the first visit after
# the one that registered the worker always unregisters it and registers it again (up to 2.5 s
# measured).  Each page stores the version at once, as JupyterLite would (the site's folder and
# JupyterLite's version are filled in): a site built with another JupyterLite still replaces the
# worker.
SERVICE_WORKER_VERSION = (
    "<script>try{const k=new URL('%sservice-worker.js?enableCache=false',location.href).href+'-version';"
    "if(!localStorage.getItem(k))localStorage.setItem(k,'%s')}catch(e){}</script>"
)


def inputs_digest() -> str:
    """A digest of everything the site is built from: pins, this script, lessons, package."""
    digest = hashlib.sha256()
    paths: list[Path] = [ROOT / "pyproject.toml", ROOT / "setup.py"]
    for folder, patterns in (
        (HERE, ["*"]),
        (ROOT / "lessons", ["*.ipynb", "hands/*.json"]),
        (ROOT / "pitchtutor", ["**/*.py", "**/*.c", "**/*.toml", "**/py.typed", "puzzles/data/*"]),
        (ROOT / "pitchtutor/apps/jupyter/voila", ["**/*"]),  # the page template, the loading line
        (ROOT / "widgets", ["**/*"]),
    ):
        for pattern in patterns:
            paths.extend(p for p in folder.glob(pattern) if p.is_file() and "__pycache__" not in p.parts)
    for path in sorted(set(paths)):
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def is_current(out: Path = OUT) -> bool:
    """True when ``out`` holds a site built from the current inputs."""
    stamp = out.parent / (out.name + ".inputs")
    return (out / "index.html").is_file() and stamp.is_file() and stamp.read_text().strip() == inputs_digest()


def run(command: list[str], **kwargs: object) -> None:
    print("+", " ".join(str(part) for part in command), flush=True)
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def tools_python() -> Path:
    """The build tools' own virtual environment (voici-core and JupyterLite, pinned)."""
    requirements = HERE / "requirements-build.txt"
    python = TOOLS / "bin" / "python"
    stamp = TOOLS / ".requirements"
    want = file_digest(requirements) + file_digest(HERE / "requirements-pyodide.txt")
    if python.exists() and stamp.exists() and stamp.read_text() == want:
        return python
    shutil.rmtree(TOOLS, ignore_errors=True)
    venv.create(TOOLS, with_pip=True)
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    run([*pip, "-r", str(requirements)])
    # anywidget's JupyterLab extension (the page half of every pitchtutor widget) must be the
    # same version as the Python half the kernel loads; --no-deps keeps JupyterLab's widget
    # manager out of the site (voici has its own).
    run([*pip, "--no-deps", pinned("anywidget")])
    stamp.write_text(want)
    return python


def pinned(name: str) -> str:
    """``name==version`` as pinned in requirements-pyodide.txt."""
    for line in (HERE / "requirements-pyodide.txt").read_text().splitlines():
        if line.startswith(name + "=="):
            return line.split()[0]
    raise SystemExit(f"{name} is not pinned in deploy/site/requirements-pyodide.txt")


def npm_packages() -> Path:
    """node_modules from package-lock.json (npm ci: exactly the locked versions)."""
    folder = WORK / "npm"
    stamp = folder / ".lock"
    want = file_digest(HERE / "package-lock.json")
    if stamp.exists() and stamp.read_text() == want:
        return folder / "node_modules"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for name in ("package.json", "package-lock.json"):
        shutil.copy(HERE / name, folder / name)
    run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=folder)
    stamp.write_text(want)
    return folder / "node_modules"


def pypi_wheels(python: Path) -> list[Path]:
    """The kernel's wheels from PyPI, checked against their pinned hashes."""
    folder = WORK / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    run([
        str(python), "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
        "--require-hashes", "--only-binary=:all:", "--platform", "any", "--python-version", "3.13",
        "--implementation", "py", "-r", str(HERE / "requirements-pyodide.txt"), "-d", str(folder),
    ])  # fmt: skip
    wanted = {
        normalize(line.split("==")[0]) + "-" + line.split("==")[1].split()[0]
        for line in (HERE / "requirements-pyodide.txt").read_text().splitlines()
        if "==" in line and not line.startswith("#")
    }
    wheels = [w for w in sorted(folder.glob("*.whl")) if "-".join(wheel_name(w)) in wanted]
    if len(wheels) != len(wanted):
        raise SystemExit(f"expected {len(wanted)} wheels in {folder}, found {len(wheels)}")
    return wheels


LEFT_OUT_OF_THE_KERNEL = {"pitchtutor/bots/data/each_for_themselves_five.json"}
"""Files the browser's kernel does without: the match chances of five players each for
themselves (several MB of the package's download for a table no lesson seats; only the teacher's
table can, and there the figures then count points, as at six or more)."""


def pitchtutor_wheel(python: Path) -> Path:
    """A pure-Python wheel of this checkout, built by its own packaging (no C solver)."""
    folder = WORK / "pitchtutor"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as temp:
        source = Path(temp) / "src"
        tracked = subprocess.run(
            ["git", "ls-files", "-co", "--exclude-standard", "pyproject.toml", "setup.py", "README.md",
             "LICENSE", "pitchtutor", "widgets"],
            cwd=ROOT, check=True, capture_output=True, text=True,
        ).stdout.split()  # fmt: skip
        for name in tracked:
            if name in LEFT_OUT_OF_THE_KERNEL:
                continue
            if (ROOT / name).is_file():
                (source / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(ROOT / name, source / name)
        run(
            [str(python), "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
             str(source), "-w", str(folder)],
            env={**os.environ, "PITCHTUTOR_PURE_PYTHON": "1"},
        )  # fmt: skip
    (wheel,) = folder.glob("pitchtutor-*-py3-none-any.whl")
    return wheel


def placeholder_wheel(name: str, version: str, folder: Path, why: str) -> Path:
    """A wheel that installs nothing but its metadata, for a name the kernel asks for."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {why}\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: pitchtutor\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    record = [f"{n},sha256={urlsafe_digest(t.encode())},{len(t.encode())}" for n, t in files.items()]
    files[f"{info}/RECORD"] = "\n".join([*record, f"{info}/RECORD,,"]) + "\n"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for member, text in files.items():
            archive.writestr(zipfile.ZipInfo(member, (2020, 1, 1, 0, 0, 0)), text)
    return path


def urlsafe_digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_name(path: Path) -> tuple[str, str]:
    name, version = path.name.split("-")[:2]
    return normalize(name), version


def wheel_entry(path: Path, shipped: set[str]) -> dict[str, object]:
    """One wheel's name, version, hash, imports and dependencies (as in a pyodide-lock.json
    entry); every dependency must be shipped too."""
    from packaging.requirements import Requirement

    name, version = wheel_name(path)
    with zipfile.ZipFile(path) as archive:
        members = archive.namelist()
        (metadata_name,) = [m for m in members if m.endswith(".dist-info/METADATA")]
        metadata = email.parser.Parser().parsestr(archive.read(metadata_name).decode())
    imports = sorted({
        m.split("/")[0].removesuffix(".py")
        for m in members
        if not m.split("/")[0].endswith((".dist-info", ".data")) and (m.endswith(".py") or "/" in m)
    })  # fmt: skip
    environment = dict(PYODIDE_MARKERS)
    depends = []
    for line in metadata.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate(environment):
            continue
        dependency = normalize(requirement.name)
        if dependency not in shipped:
            raise SystemExit(f"{path.name} needs {requirement}, which the site does not ship: pin it")
        depends.append(dependency)
    return {
        "name": name,
        "version": version,
        "file_name": path.name,
        "install_dir": "site",
        "sha256": file_digest(path),
        "package_type": "package",
        "imports": imports,
        "depends": sorted(set(depends)),
        "unvendored_tests": False,
        "shared_library": False,
    }


def write_pyodide(python: Path, node_modules: Path, wheels: list[Path], lite: Path) -> list[str]:
    """static/pyodide/ of the lite folder: the core, the kernel's wheels unpacked in one file, the
    loader that starts Pyodide from them, and the memory snapshot it restores; those two files
    compressed with Zstandard, and the loader's decoder (zstddec, from npm)."""
    target = lite / "static" / "pyodide"
    target.mkdir(parents=True)
    core = node_modules / "pyodide"
    for name in PYODIDE_FILES:
        shutil.copy2(core / name, target / name)
    # The kernel's worker loads static/pyodide/pyodide.js (jupyterlite-pyodide-kernel sets that
    # URL): the site's own loader, which wraps Pyodide's pyodide.mjs (deploy/site/pyodide-loader.js).
    shutil.copy2(HERE / "pyodide-loader.js", target / "pyodide.js")
    decoder = node_modules / "zstddec"
    shutil.copy2(decoder / "dist" / "zstddec-stream.mjs", target / "zstddec.mjs")
    shutil.copy2(decoder / "LICENSE", target / "zstddec.LICENSE.txt")
    shipped = {wheel_name(w)[0] for w in wheels}
    packages = {str(entry["name"]): entry for entry in (wheel_entry(w, shipped) for w in wheels)}
    site_packages = WORK / "site-packages"
    site_packages_archive(wheels, packages, site_packages)
    # No wheel is in the site: the lock names none, so Pyodide never looks for one.
    upstream = json.loads((core / "pyodide-lock.json").read_text())
    lock = {"info": upstream["info"], "packages": {}}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    snapshot = WORK / "snapshot"
    run(["node", str(HERE / "snapshot.mjs"), str(core), str(target), str(site_packages), str(snapshot)])
    zstd(python, {site_packages: target / "site-packages.zst", snapshot: target / "snapshot.zst"})
    return sorted(packages)


def zstd(python: Path, files: dict[Path, Path]) -> None:
    """Each file compressed with Zstandard (level 19: its window, 8 MB, is what the browser's
    decoder keeps in memory), the content size in the frame (the loader reads it), by the build
    tools' zstandard."""
    script = (
        "import sys, zstandard\n"
        "for source, target in zip(sys.argv[1::2], sys.argv[2::2]):\n"
        "    data = open(source, 'rb').read()\n"
        "    open(target, 'wb').write(zstandard.ZstdCompressor(level=19).compress(data))\n"
    )
    run([str(python), "-c", script, *(str(p) for pair in files.items() for p in pair)])


UNSTAMPED = 'var SITE_FILES_VERSION = "unstamped";'


def stamp_loader(folder: Path) -> None:
    """The loader names the cache where a browser keeps the unpacked files (keptFile in
    pyodide-loader.js) by the digest of the three files: a rebuilt site is never read from an
    older build's cache."""
    loader = folder / "pyodide.js"
    text = loader.read_text()
    if text.count(UNSTAMPED) != 1:
        raise SystemExit(f"{loader}: expected one line {UNSTAMPED}")
    digest = hashlib.sha256()
    for name in ("site-packages.zst", "snapshot.zst", "course-files.zst"):
        digest.update(file_digest(folder / name).encode())
    loader.write_text(text.replace(UNSTAMPED, f'var SITE_FILES_VERSION = "{digest.hexdigest()[:16]}";'))


def site_packages_archive(wheels: list[Path], entries: dict[str, dict[str, object]], path: Path) -> None:
    """Every file the wheels install into site-packages, in one file that the site's loader
    writes out before Python starts: a line of JSON (the files, and the wheels they come
    from with their hashes), then the files' bytes.  Each wheel's ``.data`` folder (JupyterLab
    extensions, a man page) is left out: the kernel does not use it."""
    files: dict[str, bytes] = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            for info in archive.infolist():
                if info.is_dir() or info.filename.split("/")[0].endswith(".data"):
                    continue
                if info.filename in files:
                    raise SystemExit(f"{wheel.name}: {info.filename} is in two wheels")
                files[info.filename] = archive.read(info)
    listed = [{k: entry[k] for k in ("name", "version", "file_name", "sha256")} for entry in entries.values()]
    pack(files, path, wheels=listed)


def pack(files: dict[str, bytes], path: Path, **more: object) -> None:
    """Files in the one form the site's loader writes out (installFiles in pyodide-loader.js): a
    line of JSON, ``{"files": [[name, size], ...], **more}`` in name order, then their bytes."""
    names = sorted(files)
    index = {"files": [[name, len(files[name])] for name in names], **more}
    path.write_bytes(
        json.dumps(index, separators=(",", ":")).encode() + b"\n" + b"".join(files[n] for n in names)
    )


def compiled(node_modules: Path, wheels: list[Path]) -> list[Path]:
    """The wheels with their modules compiled to bytecode by Pyodide's own Python (in Node.js):
    the kernel then imports IPython and the rest without compiling them, in the browser, on
    every visit (a third less time importing, measured in Node.js)."""
    source, target = WORK / "to-compile", WORK / "compiled"
    for folder in (source, target):
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
    for wheel in wheels:
        shutil.copy2(wheel, source / wheel.name)
    run(["node", str(HERE / "pycompile.mjs"), str(node_modules / "pyodide"), str(source), str(target)])
    return [target / wheel.name for wheel in wheels]


def kernel_wheels(python: Path) -> list[Path]:
    """The Pyodide kernel's own wheels: piplite, pyodide_kernel, and stand-ins for ipykernel and
    widgetsnbextension (the labextension carries them)."""
    prefix = Path(
        subprocess.run(
            [str(python), "-c", "import sys; print(sys.prefix)"], check=True, capture_output=True, text=True
        ).stdout.strip()
    )
    folder = prefix / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    wheels = sorted(folder.glob("*.whl"))
    # Two stand-ins of widgetsnbextension come along (3.x and 4.x): ipywidgets 8 needs the 4.x one.
    return [w for w in wheels if not w.name.startswith("widgetsnbextension-3.")]


# The kernel's worker, started by each lesson's page as soon as it opens ("prewarm"), so that
# Pyodide loads (1.3 s on a cached visit) while JupyterLab and voici start in the page (2.4 s),
# instead of after them.  The page creates the worker, named so that it starts Pyodide at once
# (PREWARM_START); the kernel, when JupyterLab gets to it, takes that worker instead of making
# one (a patch of its chunk), and its own call to loadPyodide gets the Pyodide already on its
# way (pyodide-loader.js).  Only the worker of a page that is not cross-origin isolated (a plain
# static host) is started early.
KERNEL_STATIC = "extensions/@jupyterlite/pyodide-kernel-extension/static"
WORKER_CHOICE = re.compile(
    r"crossOriginIsolated\?(new Worker\(new URL\((\w)\.p\+\2\.u\(\d+\),\2\.b\),\{type:void 0\}\))"
    r":new Worker\(new URL\(\2\.p\+\2\.u\((\d+)\),\2\.b\),\{type:void 0\}\)"
)
ADOPT_WORKER = (
    "crossOriginIsolated?{isolated}:((u,w)=>(w=self.__pitchtutorKernelWorker,self.__pitchtutorKernelWorker=null,"
    "w&&w.url===u.href.split('?')[0]?w.worker:(w&&w.worker.terminate(),new Worker(u,{{type:void 0}}))))"
    "(new URL({n}.p+{n}.u({chunk}),{n}.b))"
)
# The worker starts Pyodide from its first line when the page named it so, rather than on a
# message from the page: a message waits for the page's thread, busy with JupyterLab's scripts,
# and arrived 0.2-0.4 s after the worker was ready (loader marks, 2026-12-05).
PREWARM_NAME = "pitchtutor-prewarm"
PREWARM_START = (
    "if(self.name==='{name}'){{try{{var r=new URL('{root}',location.href).href;"
    "importScripts(r+'static/pyodide/pyodide.js');"
    "self.loadPyodide({{indexURL:r+'static/pyodide/'}}).catch(function(){{}})}}catch(x){{}}}}\n"
).format(name=PREWARM_NAME, root="../" * (KERNEL_STATIC.count("/") + 1))
PREWARM_PAGE = (
    "<script>try{if(!self.crossOriginIsolated){const u=new URL('%s',location.href).href+'%s',"
    "w=new Worker(u,{name:'" + PREWARM_NAME + "'});self.__pitchtutorKernelWorker={url:u,worker:w}}}"
    "catch(e){}</script>"
)


# JupyterLite's service worker answers the kernel's file and input requests (/api/drive,
# /api/stdin) from the page; every other GET it fetched again itself and handed on (its cache is
# off, ``enableCache=false``): a detour through one more process for each of a visit's files, the
# 31 MB of a lesson included.  The build keeps its answers to /api/ and lets the browser fetch the
# rest as it would without a service worker; where the browser can (Chromium's static routes), the
# rest does not even wake the service worker.
SERVICE_WORKER_DETOUR = (
    "shouldBroadcast(a)?n=broadcastOne(t,a):shouldDrop(t,a)||(n=maybeFromCache(e)),n&&e.respondWith(n)"
)
SERVICE_WORKER_DIRECT = "shouldBroadcast(a)&&e.respondWith(broadcastOne(t,a))"
SERVICE_WORKER_INSTALL = "function onInstall(e){self.skipWaiting(),e.waitUntil(cacheAll())}"
SERVICE_WORKER_ROUTES = (
    "function onInstall(e){self.skipWaiting(),e.waitUntil(cacheAll());"
    "try{e.addRoutes&&self.URLPattern&&e.waitUntil(e.addRoutes(["
    "{condition:{urlPattern:new URLPattern({pathname:'*/api/*'})},source:'fetch-event'},"
    "{condition:{urlPattern:new URLPattern({pathname:'*'})},source:'network'}"
    "]).catch(function(){}))}catch(x){}}"
)


# The kernel's worker mounts JupyterLite's drive at /drive only where it must: in this site the
# loader writes the course's files there itself (course-files.zst), and the kernel starts in its
# notebook's folder below it.  The drive answered each file operation through the service worker
# and the page: six round trips for each hand record a lesson reads, 0.1-0.15 s each time.
DRIVE_MOUNT = "async initFilesystem(e){if(e.mountDrive){"
NO_DRIVE_MOUNT = "async initFilesystem(e){if(!1){"
DRIVE_FOLDER = 'e.mountDrive&&this._localPath&&s.push("import os",`os.chdir("${this._localPath}")`)'
MEMORY_FOLDER = 's.push("import os",`os.chdir("/drive/${this._localPath}")`)'


def course_files_in_memory(worker: Path) -> None:
    """Patch the kernel's worker to start in /drive/<notebook's folder> without mounting the
    drive (see DRIVE_MOUNT); the loader fills /drive."""
    text = worker.read_text()
    # The drive is mounted by the worker's class and again by its subclass for this kind of page.
    for old, times in ((DRIVE_MOUNT, 2), (DRIVE_FOLDER, 1)):
        if text.count(old) != times:
            raise SystemExit(f"{worker.name}: the kernel's worker has changed: {old[:40]}... not {times}×")
    worker.write_text(text.replace(DRIVE_MOUNT, NO_DRIVE_MOUNT).replace(DRIVE_FOLDER, MEMORY_FOLDER))


def course_files_archive(contents: Path, path: Path) -> None:
    """The course's files other than its notebooks (the hand records), and every folder of it,
    packed as site-packages is (see pack), for the loader to write into
    /drive."""
    files = {
        p.relative_to(contents).as_posix(): p.read_bytes()
        for p in contents.rglob("*")
        if p.is_file() and p.suffix != ".ipynb"
    }
    folders = sorted(p.relative_to(contents).as_posix() for p in contents.rglob("*") if p.is_dir())
    pack(files, path, folders=folders)


def direct_service_worker(out: Path) -> None:
    """Patch JupyterLite's service worker to answer only /api/ (see SERVICE_WORKER_DETOUR)."""
    worker = out / "service-worker.js"
    text = worker.read_text()
    for old in (SERVICE_WORKER_DETOUR, SERVICE_WORKER_INSTALL):
        if text.count(old) != 1:
            raise SystemExit(
                f"{worker.name}: JupyterLite's service worker has changed: {old[:40]}... not found"
            )
    text = text.replace(SERVICE_WORKER_DETOUR, SERVICE_WORKER_DIRECT)
    worker.write_text(text.replace(SERVICE_WORKER_INSTALL, SERVICE_WORKER_ROUTES))


def prewarm_kernel(out: Path) -> str:
    """Patch the kernel extension so that a page can start its worker early; the worker's path."""
    folder = out / KERNEL_STATIC
    patched = []
    for chunk in sorted(folder.glob("*.js")):
        text = chunk.read_text()
        found = WORKER_CHOICE.search(text)
        if found is None:
            continue
        name, number = found.group(2), found.group(3)
        adopt = ADOPT_WORKER.format(isolated=found.group(1), n=name, chunk=number)
        chunk.write_text(text[: found.start()] + adopt + text[found.end() :])
        workers = list(folder.glob(f"{number}.*.js"))
        if len(workers) != 1:
            raise SystemExit(f"{KERNEL_STATIC}: worker chunk {number} is not one file: {workers}")
        worker = workers[0]
        worker.write_text(PREWARM_START + worker.read_text())
        patched.append(f"{KERNEL_STATIC}/{worker.name}")
    if len(patched) != 1:
        raise SystemExit(f"{KERNEL_STATIC}: expected one place making the kernel's worker: {patched}")
    return patched[0]


def build(out: Path = OUT, force: bool = False) -> Path:
    """Build the site into ``out`` unless it is current; return ``out``."""
    if not force and is_current(out):
        print(f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out} is up to date")
        return out
    python = tools_python()
    node_modules = npm_packages()
    extra = WORK / "extra"
    shutil.rmtree(extra, ignore_errors=True)
    wheels = [
        *pypi_wheels(python),
        pitchtutor_wheel(python),
        *kernel_wheels(python),
        # The kernel installs sqlite3 (for IPython's history); Pyodide builds it from CPython and
        # no registry carries it.  IPython runs without it (no history kept), so a placeholder
        # stands in and the 1 MB module stays out of the site.
        placeholder_wheel("sqlite3", "1.0.0", extra, "placeholder: the site ships no sqlite3"),
        # The same for jedi (and parso), IPython's code completion: a page of the course never asks
        # for completions, and without them the kernel starts sooner (1.7 MB less to unpack).
        placeholder_wheel("jedi", "0", extra, "placeholder: the site needs no code completion"),
    ]
    wheels = compiled(node_modules, wheels)
    lite = WORK / "lite"
    shutil.rmtree(lite, ignore_errors=True)
    lite.mkdir(parents=True)
    packages = write_pyodide(python, node_modules, wheels, lite)
    settings = {
        "disablePyPIFallback": True,
        # The kernel installs none of its packages (sqlite3, ipykernel, comm, pyodide_kernel, jedi,
        # ipython, micropip, piplite) when they are in this list, as the kernel spells them; the
        # site's loader passes none of them to Pyodide: they are in site-packages already.
        "loadPyodideOptions": {"packages": sorted({*packages, "pyodide_kernel"})},
    }
    config = {
        "jupyter-lite-schema-version": 0,
        # The service worker's own cache stays off: it serves from the cache and fetches every
        # file again behind the page (18 MB more on each visit, and a stale lesson after the
        # site is updated), for no gain measured; the browser's HTTP cache does the caching.
        "jupyter-config-data": {"litePluginSettings": {KERNEL_PLUGIN: settings}},
    }
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    if out.exists():
        shutil.rmtree(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    contents = stage_lessons(WORK / "contents")
    course_files_archive(contents, WORK / "course-files")
    zstd(python, {WORK / "course-files": lite / "static" / "pyodide" / "course-files.zst"})
    stamp_loader(lite / "static" / "pyodide")
    voici = python.parent / "voici"
    with tempfile.TemporaryDirectory() as home:
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith(("JUPYTER", "JUPYTERLITE"))},
            "JUPYTER_CONFIG_DIR": str(Path(home) / "config"),
            "JUPYTER_DATA_DIR": str(Path(home) / "data"),
        }
        run(
            [str(voici), "build", "--lite-dir", str(lite), "--contents", str(contents),
             "--output-dir", str(out), "--no-sourcemaps", "--no-unused-shared-packages"],
            cwd=lite, env=env,
        )  # fmt: skip
    finish(out, node_modules)
    out.parent.joinpath(out.name + ".inputs").write_text(inputs_digest() + "\n")
    return out


def stage_lessons(target: Path) -> Path:
    """The lessons as they are, and the index with the notice that every card is in the browser."""
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(
        ROOT / "lessons", target, ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__")
    )
    index = json.loads((target / "index.ipynb").read_text())
    notice = {"cell_type": "markdown", "id": "static-site-notice", "metadata": {}, "source": NOTICE}
    index["cells"].insert(1, notice)
    (target / "index.ipynb").write_text(json.dumps(index, indent=1, ensure_ascii=False) + "\n")
    return target


def finish(out: Path, node_modules: Path) -> None:
    """Font Awesome served from the site, the pages' shared style sheets in files of their own,
    what no page loads left out, each lesson's page in its language, / the language picker."""
    fonts = node_modules / "@fortawesome" / "fontawesome-free"
    target = out / "static" / "fontawesome"
    for part in ("css/all.min.css", "css/v4-shims.min.css"):
        (target / part).parent.mkdir(parents=True, exist_ok=True)
        # Only the woff2 fonts: every browser that runs Pyodide reads them, and the older
        # formats (eot, woff, ttf, svg) were three quarters of Font Awesome's bytes.
        css = (fonts / part).read_text()
        css = FONT_FACE_SOURCES.sub(r'src:url(../webfonts/\1.woff2) format("woff2")', css)
        if re.search(r"\.(eot|woff|ttf|svg)\b", css):
            raise SystemExit(f"{part}: a font other than woff2 is still named")
        (target / part).write_text(css)
    (target / "webfonts").mkdir()
    for font in sorted((fonts / "webfonts").glob("*.woff2")):
        shutil.copy2(font, target / "webfonts" / font.name)
    shutil.copy2(fonts / "LICENSE.txt", target / "LICENSE.txt")
    version = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]["appVersion"]
    worker = prewarm_kernel(out)
    course_files_in_memory(out / worker)
    direct_service_worker(out)
    pages = sorted(out.glob("voici/**/*.html"))
    shared = shared_styles(pages, out / "static" / "voici")
    for page in pages:
        text = page.read_text()
        depth = len(page.relative_to(out).parts) - 1
        local = "../" * depth + "static/fontawesome/css/"
        text = FONT_AWESOME_5.sub(local + r"\1.min.css", text)
        links = "".join(f'<link rel="stylesheet" href="{local}{n}.min.css">' for n in ("all", "v4-shims"))
        text = FONT_AWESOME_4.sub(links.replace("\\", "\\\\"), text)
        for style, sheet in shared.items():
            href = "../" * depth + sheet.relative_to(out).as_posix()
            text = text.replace(style, f'<link rel="stylesheet" type="text/css" href="{href}">')
        if text.count("<head>") != 1 or text.count("</head>") != 1:
            raise SystemExit(f"{page}: expected one <head> and one </head>")
        text = text.replace("<head>", "<head>" + SERVICE_WORKER_VERSION % ("../" * depth, version))
        text = text.replace("</head>", f"<style>{template_file(PAGE_STYLE)}</style></head>", 1)
        if page.is_relative_to(out / "voici" / "render"):  # a lesson's page: its kernel starts at once
            text = text.replace("<head>", "<head>" + PREWARM_PAGE % ("../" * depth, worker))
            text = page_language(text, page, out)
        page.write_text(text)
    leftovers = [p for p in out.rglob("*.html") if "cdn.jsdelivr" in p.read_text()]
    if leftovers:
        raise SystemExit(f"pages still linking a CDN: {[str(p) for p in leftovers]}")
    drop_lab_application(out)
    # voici's own / redirects to its file tree with an absolute URL: / is the course's language
    # picker instead, with relative links, so the site works in any folder of a web space.
    (out / "index.html").write_text(front_page(out))


def front_page(out: Path) -> str:
    """The site's /: the served course's language picker, which here goes on by itself to the
    language the browser keeps (the same local storage key as the served course's), and offers
    the choice to a browser that keeps none, or at ``?choose``."""
    from pitchtutor.apps.picker import LANGUAGES, picker_page

    links = {
        lang.code: f"voici/render/{lang.folder}index.html"
        for lang in LANGUAGES
        if (out / "voici" / "render" / lang.folder / "index.html").is_file()
    }
    if "en" not in links:
        raise SystemExit("the site has no English index")
    return picker_page(links, go_to_kept=True)


def page_language(text: str, page: Path, out: Path) -> str:
    """A lesson's page in its language: ``<html lang>`` from its folder (voici says ``en`` for
    every page), and the served course's line that keeps it as the browser's language."""
    from pitchtutor.apps.picker import LANGUAGES, RECORD_LANGUAGE

    folder = page.parent.relative_to(out / "voici" / "render").as_posix()
    code = next((lang.code for lang in LANGUAGES if lang.folder == f"{folder}/"), "en")
    if text.count('<html lang="en">') != 1:
        raise SystemExit(f'{page}: expected one <html lang="en">')
    text = text.replace('<html lang="en">', f'<html lang="{code}">')
    text = page_title(loading_line(text))
    return text.replace("<head>", f"<head><script>{RECORD_LANGUAGE}</script>")


@functools.cache
def template_file(path: Path) -> str:
    """A file of the served course's page template, read once however many pages it goes into."""
    return path.read_text()


def loading_line(text: str) -> str:
    """The loading line in the page's language ("Préparation de la leçon : 3 sur 12…"), where
    voici says "Running ...", "Starting up kernel..." and "Executing 3 of 12": the served course's
    script, put after voici's helpers that it wraps, with the line hidden until it speaks."""
    helpers = LOADING_HELPERS.findall(text)
    if len(helpers) != 1 or text.count('<h2 id="loading_text">') != 1:
        raise SystemExit("expected one loading line and one script of voici's loading helpers")
    script = f"<script>{template_file(LOADING_LINE)}</script>"
    text = text.replace(helpers[0], helpers[0] + script)
    hidden = '<style>#loading_text { visibility: hidden; }</style><h2 id="loading_text">'
    return text.replace('<h2 id="loading_text">', hidden)


def page_title(text: str) -> str:
    """The page titled by its first heading ("Leçon 1 · Le jeu de cartes : …"), where voici
    titles it by its file's name ("01-the-deck"): what a tab, a bookmark and a screen reader
    say, as the served course's pages do."""
    heading = FIRST_HEADING.search(text)
    if heading is None:
        return text
    words = html.unescape(TAG.sub("", heading.group(1))).replace("\u00b6", "").strip()
    return TITLE.sub(lambda _: f"<title>{html.escape(words, quote=False)}</title>", text, count=1)


def shared_styles(pages: list[Path], folder: Path) -> dict[str, Path]:
    """The style sheets that voici inlines in every page (JupyterLab's, 256 kB, the same in each:
    a tenth of the site's compressed bytes), each written once into ``folder``; returns each
    ``<style>`` element with the file that replaces it.  Such a sheet may name no file (only
    ``data:`` URLs), since it moves to another folder."""
    counts: dict[str, int] = {}
    for page in pages:
        for element in set(STYLE_ELEMENT.findall(page.read_text())):
            counts[element] = counts.get(element, 0) + 1
    shared: dict[str, Path] = {}
    for element, count in counts.items():
        if count < 2 or len(element) < SHARED_STYLE_MIN:
            continue
        css = element[element.index(">") + 1 : element.rindex("</style>")]
        urls = [u for u in re.findall(r"url\(\s*['\"]?([^'\")]*)", css) if not u.startswith("data:")]
        if urls:
            raise SystemExit(f"a shared style sheet names files relative to its page: {urls[:3]}")
        folder.mkdir(parents=True, exist_ok=True)
        sheet = folder / f"style-{hashlib.sha256(css.encode()).hexdigest()[:12]}.css"
        sheet.write_text(css)
        shared[element] = sheet
    if not shared:
        raise SystemExit("no style sheet is shared by the pages: has voici's template changed?")
    return shared


def drop_lab_application(out: Path) -> None:
    """JupyterLite puts its lab application's code (build/jlab_core.*.js) and the fonts of its
    style sheets (Font Awesome, MathJax) in every site's build/; voici's pages run from
    voici/build/ (their ``fullStaticUrl``), with fonts of their own, and load none of them.
    build/schemas and build/themes stay: the pages' settings and themes point there."""
    fonts = [p for p in (out / "build").glob("*") if p.suffix in FONT_FILES]
    unused = [*out.glob("build/jlab_core.*.js"), *fonts]
    names = [p.name for p in unused]
    for path in out.rglob("*"):
        if path in unused or not path.is_file() or path.suffix not in (".html", ".js", ".json", ".css"):
            continue
        text = path.read_text(errors="replace")
        named = [n for n in names if f"build/{n}" in text or (n.startswith("jlab_core") and n in text)]
        if named:
            raise SystemExit(f"{path} names {named}: it is used")
    for path in unused:
        path.unlink()


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--force", action="store_true", help="rebuild even if the inputs are unchanged")
    parser.add_argument("--out", type=Path, default=OUT, help="where to build (default: build/site)")
    args = parser.parse_args(None if argv is None else list(argv))
    try:
        build(args.out.resolve(), force=args.force)
    except subprocess.CalledProcessError as error:
        print(
            f"site: {' '.join(map(str, error.cmd))} failed with exit code {error.returncode}", file=sys.stderr
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
