"""French (standard, "vous"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.fr import rules, table, vocabulary

__all__ = ["rules", "table", "vocabulary"]
