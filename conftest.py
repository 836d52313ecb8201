"""pytest's settings for the whole tree (tests, doctests, the lessons under nbval)."""

import os

# The trainers and lessons the tests run must not teach this machine's own course its
# puzzle ratings (pitchtutor.puzzles.community): sharing is off unless a test gives a file.
os.environ["PITCHTUTOR_PUZZLE_RATINGS"] = "off"

try:
    import nbval.kernel as _nbval_kernel
except ImportError:  # a machine without the dev tools: no lessons to run
    pass
else:
    _start_kernel = _nbval_kernel.start_new_kernel

    def _start_kernel_again_if_it_dies(*args, **kwargs):  # type: ignore[no-untyped-def]
        """A lesson's kernel can die before it answers, when two test workers' kernels race for
        a port (CI saw "Kernel died before replying to kernel_info" once, on a lesson that runs
        fine): the lesson never ran, so its kernel is started again, three tries in all."""
        for attempt in range(3):
            try:
                return _start_kernel(*args, **kwargs)
            except RuntimeError:
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    _nbval_kernel.start_new_kernel = _start_kernel_again_if_it_dies
