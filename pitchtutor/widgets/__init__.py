"""The Jupyter widgets: the card table, a teacher's controls, quizzes, progress and practice.

They hold no rules of their own: every verdict and sentence comes from the
engine.  This package depends on the engine; the engine never imports it.
"""

from pitchtutor.widgets.guard import guard_widget_messages
from pitchtutor.widgets.pittypat_table import PittyPatSession, PittyPatTable
from pitchtutor.widgets.progress import Progress
from pitchtutor.widgets.quiz import BestCard, CountPips, LegalCards, PipCounter, Quiz, WhichCardWins
from pitchtutor.widgets.quiz_hand import BidAdvice, IsBidLegal, PickSeat, ScoreChange, WhoScores, WhoWinsMatch
from pitchtutor.widgets.session import TableSession
from pitchtutor.widgets.table import Table
from pitchtutor.widgets.teacher import PresetTable, TeacherControls
from pitchtutor.widgets.trainer import Drills, PuzzleTrainer

guard_widget_messages()

__all__ = [
    "BestCard",
    "BidAdvice",
    "CountPips",
    "Drills",
    "IsBidLegal",
    "LegalCards",
    "PickSeat",
    "PipCounter",
    "PittyPatSession",
    "PittyPatTable",
    "PresetTable",
    "Progress",
    "PuzzleTrainer",
    "Quiz",
    "ScoreChange",
    "Table",
    "TableSession",
    "TeacherControls",
    "WhichCardWins",
    "WhoScores",
    "WhoWinsMatch",
]
