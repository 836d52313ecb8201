"""The optional C half of the double-dummy solver (pitchtutor/solver/_ddsolve.c).

Everything else is in pyproject.toml.  If no C compiler is at hand the
extension is skipped and pitchtutor.solver falls back to its Python search,
which gives the same values, more slowly.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("pitchtutor.solver._ddsolve", ["pitchtutor/solver/_ddsolve.c"], optional=True,
                             extra_compile_args=["-O2"])])  # fmt: skip
