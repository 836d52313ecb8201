"""The optional C half of the double-dummy solver (pitchtutor/_ddsolve.c).

Everything else is in pyproject.toml.  If no C compiler is at hand the
extension is skipped and pitchtutor.solver falls back to its Python search,
which gives the same values, more slowly.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("pitchtutor._ddsolve", ["pitchtutor/_ddsolve.c"], optional=True,
                             extra_compile_args=["-O2"])])  # fmt: skip
