"""The static site's build steps that rewrite JupyterLite's files or pack the course's, on small
inputs (the whole build and the site in Chromium: tests/browser/test_site_browser.py)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from harness.lessons import LOADING_WORDS

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("site_build", ROOT / "deploy" / "site" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def unpack(data: bytes) -> tuple[dict[str, bytes], list[str]]:
    """What the site's loader (installFiles) writes: the files by path, and the folders."""
    newline = data.index(b"\n")
    index = json.loads(data[:newline])
    files, offset = {}, newline + 1
    for path, size in index["files"]:
        files[path] = data[offset : offset + size]
        offset += size
    assert offset == len(data)
    return files, index.get("folders", [])


def test_the_course_files_are_packed_with_every_folder(build: ModuleType, tmp_path: Path) -> None:
    contents = tmp_path / "contents"
    (contents / "hands").mkdir(parents=True)
    (contents / "pt").mkdir()
    (contents / "01-the-deck.ipynb").write_text("{}")
    (contents / "pt" / "01-the-deck.ipynb").write_text("{}")
    (contents / "hands" / "b.json").write_text('{"b": 2}')
    (contents / "hands" / "a.json").write_text('{"a": 1}')
    build.course_files_archive(contents, tmp_path / "course-files")
    files, folders = unpack((tmp_path / "course-files").read_bytes())
    # The notebooks stay out (voici serves them); pt/ is made though no file of it is packed.
    assert files == {"hands/a.json": b'{"a": 1}', "hands/b.json": b'{"b": 2}'}
    assert folders == ["hands", "pt"]


WORKER = (
    'class V{async initFilesystem(e){if(e.mountDrive){let t="/drive";n.mount(o,{},t)}}'
    'async initKernel(e){let s=[];s.push("import pyodide_kernel"),'
    'e.mountDrive&&this._localPath&&s.push("import os",`os.chdir("${this._localPath}")`)}}'
    'class Y extends V{async initFilesystem(e){if(e.mountDrive){let t="/drive";n.mount(a,{},t)}}}'
)


def test_the_kernel_starts_in_its_folder_without_the_drive(build: ModuleType, tmp_path: Path) -> None:
    worker = tmp_path / "352.js"
    worker.write_text(WORKER)
    build.course_files_in_memory(worker)
    patched = worker.read_text()
    assert "if(e.mountDrive)" not in patched
    assert patched.count("async initFilesystem(e){if(!1){") == 2
    assert 's.push("import os",`os.chdir("/drive/${this._localPath}")`)' in patched


def test_a_changed_kernel_worker_stops_the_build(build: ModuleType, tmp_path: Path) -> None:
    worker = tmp_path / "352.js"
    worker.write_text(WORKER.replace("this._localPath&&", "this._path&&"))
    with pytest.raises(SystemExit, match="the kernel's worker has changed"):
        build.course_files_in_memory(worker)
    assert worker.read_text() == WORKER.replace("this._localPath&&", "this._path&&")  # left as it was


SERVICE_WORKER = (
    "function onInstall(e){self.skipWaiting(),e.waitUntil(cacheAll())}"
    "async function onFetch(e){const{request:t}=e,a=new URL(e.request.url);let n=null;"
    "shouldBroadcast(a)?n=broadcastOne(t,a):shouldDrop(t,a)||(n=maybeFromCache(e)),n&&e.respondWith(n)}"
)


def test_the_service_worker_answers_only_the_api(build: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "service-worker.js").write_text(SERVICE_WORKER)
    build.direct_service_worker(tmp_path)
    patched = (tmp_path / "service-worker.js").read_text()
    assert "maybeFromCache(e)" not in patched
    assert "shouldBroadcast(a)&&e.respondWith(broadcastOne(t,a))" in patched
    # Chromium's static routes: /api/ to the service worker, the rest straight to the network.
    assert "source:'fetch-event'" in patched and "source:'network'" in patched
    (tmp_path / "service-worker.js").write_text(SERVICE_WORKER.replace("maybeFromCache", "fromCache"))
    with pytest.raises(SystemExit, match="service worker has changed"):
        build.direct_service_worker(tmp_path)


INSTALL = """
const fs = require("node:fs");
const loader = {};
new Function("self", fs.readFileSync(process.argv[1], "utf8"))(loader);
const made = [], written = {};
const FS = {
  mkdirTree: (path) => made.push(path),
  writeFile: (path, data, options) => {
    written[path] = [Buffer.from(data).toString(), options && options.canOwn === true];
  },
};
loader.installFiles(FS, "/root", new Uint8Array(fs.readFileSync(process.argv[2])), "test");
console.log(JSON.stringify({ made, written }));
"""


def test_the_loader_writes_each_file_once_and_makes_each_folder_once(
    build: ModuleType, tmp_path: Path
) -> None:
    files = {"a/x.py": b"x = 1", "a/y.py": b"y = 2", "a/b/z.py": b"", "c.py": b"c"}
    build.pack(files, tmp_path / "packed", folders=["empty"])
    run = subprocess.run(
        ["node", "-e", INSTALL, str(ROOT / "deploy/site/pyodide-loader.js"), str(tmp_path / "packed")],
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(run.stdout)
    # Files are views of the unpacked bytes (canOwn), not copies; a folder is made once.
    assert result["written"] == {f"/root/{p}": [data.decode(), True] for p, data in files.items()}
    assert sorted(result["made"]) == ["/root", "/root/a", "/root/a/b", "/root/empty"]


def test_the_loader_names_its_cache_by_the_files_it_unpacks(build: ModuleType, tmp_path: Path) -> None:
    loader = (ROOT / "deploy/site/pyodide-loader.js").read_text()
    line = 'var SITE_FILES_VERSION = "'

    def stamped(folder: str, snapshot: bytes) -> str:
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "pyodide.js").write_text(loader)
        for name, data in (
            ("site-packages.zst", b"sp"),
            ("snapshot.zst", snapshot),
            ("course-files.zst", b"cf"),
        ):
            (tmp_path / folder / name).write_bytes(data)
        build.stamp_loader(tmp_path / folder)
        text = (tmp_path / folder / "pyodide.js").read_text()
        version = text.split(line)[1].split('"')[0]
        assert text.replace(line + version, line + "unstamped") == loader  # that line, nothing else
        return version

    # The same files, the same cache; a new snapshot (a rebuilt site), a new cache: a browser
    # never restores an older build's snapshot.
    first, same, other = stamped("a", b"one"), stamped("b", b"one"), stamped("c", b"two")
    assert first == same != other
    assert all(len(v) == 16 and set(v) <= set("0123456789abcdef") for v in (first, other))
    (tmp_path / "d").mkdir()
    (tmp_path / "d" / "pyodide.js").write_text("// no version line\n")
    with pytest.raises(SystemExit, match="expected one line"):
        build.stamp_loader(tmp_path / "d")


def test_a_lesson_page_is_titled_by_its_first_heading(build: ModuleType) -> None:
    page = (
        "<html><head><title>01-the-deck</title></head><body><svg><title>spin</title></svg>"
        '<h1 id="x">Le&#231;on 1 &#183; Le jeu de cartes&#160;: les pips<a class="anchor-link" href="#x">'
        "&#182;</a></h1><h1>Another</h1></body></html>"
    )
    titled = build.page_title(page)
    assert "<title>Leçon 1 · Le jeu de cartes\u00a0: les pips</title>" in titled
    assert "<title>spin</title>" in titled  # the spinner's picture keeps its own
    assert build.page_title("<title>x</title><p>no heading</p>") == "<title>x</title><p>no heading</p>"


VOICI_PAGE = """<html lang="en"><head></head><body>
  <div id="loading" style="display: flex;">
    <h2 id="loading_text">Running ...</h2>
  </div>
<script>
  window.voila_heartbeat = function() {};
  window.update_loading_text = function(cell_index, cell_count, text) {};
  window.voila_process = (cell_index, cell_count) => {};
</script>
<div id="rendered_cells" style="display: none"></div></body></html>"""

SPEAK = """
const fs = require("node:fs");
const said = [], line = { style: {}, textContent: "Running ..." };
const window = { update_loading_text: (i, n, text) => said.push([i, n, text]) };
window.voila_process = window.update_loading_text;  // as Voila's own template sets it
const document = { documentElement: { lang: process.argv[2] }, getElementById: () => line };
new Function("window", "document", fs.readFileSync(process.argv[1], "utf8"))(window, document);
const first = line.textContent;
window.update_loading_text(0, 0, "Starting up kernel...");  // voici, before the cells
window.voila_process(3, 12);  // Voila, a cell
window.update_loading_text(4, 12, null);  // voici, a cell
window.update_loading_text(5, 12, "Some other text");
console.log(JSON.stringify({ first, visibility: line.style.visibility, said }));
"""


@pytest.mark.parametrize("lang", [*LOADING_WORDS, ""])
def test_the_loading_line_speaks_the_page_language(build: ModuleType, lang: str) -> None:
    """voici says "Running ...", "Starting up kernel..." and "Executing 3 of 12" on every page:
    the served course's script says the lesson's words instead, in the page's language."""
    run = subprocess.run(
        ["node", "-e", SPEAK, str(build.LOADING_LINE), lang], capture_output=True, text=True, check=True
    )
    result = json.loads(run.stdout)
    start, counted = LOADING_WORDS[lang or "en"]  # a page of no language is said in English
    assert result["first"] == start and result["visibility"] == "visible"
    assert result["said"] == [
        [0, 0, start],
        [3, 12, counted.format(3)],
        [4, 12, counted.format(4)],
        [5, 12, "Some other text"],  # a text of their own, not a count, goes through as it is
    ]


def test_a_lesson_page_gets_the_loading_line_after_voicis_helpers(build: ModuleType) -> None:
    page = build.loading_line(VOICI_PAGE)
    script = build.LOADING_LINE.read_text()
    assert page.index("window.voila_process = (cell_index") < page.index(script)  # it wraps them
    assert page.index(script) < page.index('<div id="rendered_cells"')
    assert '<style>#loading_text { visibility: hidden; }</style><h2 id="loading_text">' in page
    assert "{{" not in script and "{%" not in script and "{#" not in script  # Jinja includes it as it is
    with pytest.raises(SystemExit, match="one loading line"):
        build.loading_line(VOICI_PAGE.replace('<h2 id="loading_text">Running ...</h2>', ""))
