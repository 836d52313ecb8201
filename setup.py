"""The optional C half of the double-dummy solver (pitchtutor/solver/_ddsolve.c).

Everything else is in pyproject.toml.  If no C compiler is at hand the
extension is skipped and pitchtutor.solver falls back to its Python search,
which gives the same values, more slowly.  PITCHTUTOR_PURE_PYTHON=1 skips it
on purpose: the static site (deploy/site/build.py) needs a py3-none-any wheel
for Pyodide, where the C half cannot run.
"""

import os

from setuptools import Extension, setup

pure = os.environ.get("PITCHTUTOR_PURE_PYTHON") == "1"
setup(ext_modules=[] if pure else [Extension("pitchtutor.solver._ddsolve", ["pitchtutor/solver/_ddsolve.c"], optional=True,
                                             extra_compile_args=["-O2"])])  # fmt: skip
