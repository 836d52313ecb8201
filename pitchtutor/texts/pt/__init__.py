"""Brazilian Portuguese ("você"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.pt import labels, report, rules, table, vocabulary

__all__ = ["labels", "report", "rules", "table", "vocabulary"]
