"""What both games' rule-key tests share: one test class for every rule key."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping


def check_a_test_class_per_key(namespace: Mapping[str, object], keys: Iterable[str]) -> None:
    """Each key ``some_key`` has a class ``TestSomeKey`` in the test module's ``namespace``."""
    classes = {
        name for name, value in namespace.items() if name.startswith("Test") and isinstance(value, type)
    }
    expected = {"Test" + "".join(part.capitalize() for part in key.split("_")) for key in keys}
    assert expected <= classes, sorted(expected - classes)
    assert all(re.fullmatch(r"Test[A-Z]\w+", name) for name in classes), sorted(classes)
