"""Brazilian Portuguese ("você"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.pt import report, rules, table, vocabulary

__all__ = ["report", "rules", "table", "vocabulary"]
