"""Helpers the tests share: an independent oracle of the rules, scripted deals, fuzzing targets, hypothesis strategies."""
