"""pytest's settings for the whole tree (tests, doctests, the lessons under nbval)."""

import os

# The trainers and lessons the tests run must not teach this machine's own course its
# puzzle ratings (pitchtutor.puzzles.community): sharing is off unless a test gives a file.
os.environ["PITCHTUTOR_PUZZLE_RATINGS"] = "off"
