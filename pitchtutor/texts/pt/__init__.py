"""Brazilian Portuguese ("você"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.pt import rules, table, vocabulary

__all__ = ["rules", "table", "vocabulary"]
