"""Finished or partly played hands where the bidding side is set: for the review's and the hint's
sentences on a bid lost whatever is played (tests/test_coach.py, tests/test_locales.py)."""

from __future__ import annotations

from typing import Any

SET_ALWAYS: dict[str, Any] = {"rules": "partnership", "dealer": 0, "hands": [
    ["QC", "9D", "2S", "KS", "5C", "6H"], ["4D", "AS", "8C", "6S", "JD", "9H"],
    ["4C", "AD", "9S", "3H", "AC", "5D"], ["7S", "QD", "3S", "TD", "7C", "2C"]],
    "auction": [2, "pass", "pass", 2],
    "play": ["KS", "AS", "9S", "3S", "4D", "5D", "QD", "2S", "9D", "JD", "AD", "7S", "7C", "QC", "8C", "AC",
             "4C", "2C", "5C", "9H", "6H", "6S", "3H", "TD"]}  # fmt: skip

SET_LATER: dict[str, Any] = {"rules": "partnership", "dealer": 0, "hands": [
    ["AC", "JC", "AH", "6S", "4S", "2D"], ["KS", "7H", "JS", "3C", "8D", "4D"],
    ["AD", "6C", "3D", "7D", "6H", "TH"], ["QC", "QD", "KC", "3H", "9H", "8H"]],
    "auction": [2, 3, "pass", "pass"],
    "play": ["AD", "QD", "2D", "4D", "7D", "3H", "4S", "8D", "3C", "6C", "QC", "AC", "AH", "7H", "3D", "8H",
             "6H", "9H", "6S", "JS", "KC", "JC", "KS", "TH"]}  # fmt: skip

SET_CUTTHROAT: dict[str, Any] = {"rules": "cutthroat", "dealer": 0,
                 "hands": [["JC", "6S", "5H", "3C", "7H", "TC"], ["2C", "4C", "9D", "5C", "3H", "8S"],
                           ["AH", "8H", "JS", "TH", "AC", "JD"]],
                 "auction": [1, 2, 2], "play": ["JC", "2C", "AC", "AH"]}  # fmt: skip

# Seat 0 bid 4 and pitched the K♠: set whatever was played, and the 5♣ would have taken a point more.
SET_TAKEN: dict[str, Any] = {"rules": "partnership", "dealer": 0, "hands": [
    ["QC", "9D", "2S", "KS", "5C", "6H"], ["4D", "AS", "8C", "6S", "JD", "9H"],
    ["4C", "AD", "9S", "3H", "AC", "5D"], ["7S", "QD", "3S", "TD", "7C", "2C"]],
    "auction": [1, "pass", 2, 4],
    "play": ["KS", "AS", "9S", "7S", "6S", "4C", "3S", "2S", "4D", "5D", "TD", "9D", "2C", "5C", "8C", "AC",
             "3H", "QD", "6H", "9H", "JD", "AD", "7C", "QC"]}  # fmt: skip
