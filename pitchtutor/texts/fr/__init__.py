"""French (standard, "vous"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.fr import report, rules, table, vocabulary

__all__ = ["report", "rules", "table", "vocabulary"]
