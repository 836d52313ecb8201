"""French (standard, "vous"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.fr import labels, report, rules, table, vocabulary

__all__ = ["labels", "report", "rules", "table", "vocabulary"]
