// Compile the wheels' Python sources to bytecode inside Pyodide itself (its own Python 3.13), so
// that the browser imports them without compiling them first (Pyodide's own packages come so).
// The .py files are replaced by .pyc files beside them, and RECORD is rewritten.
//   node pycompile.mjs NODE_MODULES/pyodide IN_DIR OUT_DIR
const [pyodideDir, inDir, outDir] = process.argv.slice(2);
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/in"); py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: inDir }, "/in");
py.FS.mount(py.FS.filesystems.NODEFS, { root: outDir }, "/out");
py.runPython(`
import base64, hashlib, importlib.util, os, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def digest(data):
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

for wheel in sorted(os.listdir("/in")):
    with zipfile.ZipFile("/in/" + wheel) as source, zipfile.ZipFile("/out/" + wheel, "w", zipfile.ZIP_DEFLATED) as target:
        record = next(n for n in source.namelist() if n.endswith(".dist-info/RECORD"))
        lines = []
        for info in source.infolist():
            if info.filename == record or info.is_dir():
                continue
            name, data = info.filename, source.read(info.filename)
            top = name.split("/")[0]
            if name.endswith(".py") and not top.endswith((".data", ".dist-info")):
                try:
                    code = compile(data, name, "exec", dont_inherit=True)
                except SyntaxError:
                    pass
                else:
                    name, data = name[:-3] + ".pyc", bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False))
            target.writestr(zipfile.ZipInfo(name, (2020, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
            lines.append(f"{name},sha256={digest(data)},{len(data)}")
        lines.append(f"{record},,")
        target.writestr(zipfile.ZipInfo(record, (2020, 1, 1, 0, 0, 0)), "\\n".join(lines) + "\\n", zipfile.ZIP_DEFLATED)
`);
