"""What both games' record tests share: a good record with some fields changed,
and the one RecordError that replaying a bad one raises."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pitchtutor.errors import RecordError


def changed(record: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """A deep copy of ``record`` with ``changes`` made (the original untouched)."""
    result = copy.deepcopy(record)
    result.update(changes)
    return result


def replay_error(record_type: Any, value: object) -> RecordError:
    """The error reading and replaying ``value`` as a ``record_type`` raises (it must raise one)."""
    with pytest.raises(RecordError) as raised:
        record_type.from_json(value).replay()
    return raised.value
