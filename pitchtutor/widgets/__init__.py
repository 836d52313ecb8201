"""The Jupyter widgets: the card table, a teacher's controls, and quizzes.

They hold no rules of their own: every verdict and sentence comes from the
engine.  This package depends on the engine; the engine never imports it.
"""

from pitchtutor.widgets.quiz import IsBidLegal, LegalCards, Quiz, WhichCardWins, WhoScores
from pitchtutor.widgets.session import TableSession
from pitchtutor.widgets.table import Table
from pitchtutor.widgets.teacher import TeacherControls

__all__ = [
    "IsBidLegal",
    "LegalCards",
    "Quiz",
    "Table",
    "TableSession",
    "TeacherControls",
    "WhichCardWins",
    "WhoScores",
]
