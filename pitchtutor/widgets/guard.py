"""Widget messages from a page, refused in one line when they are bad.

ipywidgets shows a widget message's failure as the kernel's full traceback,
sent to the page (source lines, paths) whatever Voila's ``show_tracebacks``
says.  A page that sends a bad value (``pace_ms`` -5, ``hints`` "yes", a
layout that is no layout) is a curious visitor, not a bug to debug: the
kernel logs one line, keeps its value, and tells the page the value it kept.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

import traitlets

log = logging.getLogger("pitchtutor.widgets")
T = TypeVar("T")


def refusal_line(error: BaseException) -> str:
    """The first line of an error's message, at most 200 characters, no traceback."""
    first = (str(error).strip().splitlines() or [""])[0]
    return f"{type(error).__name__}: {first[:200]}"


def checked_trait(check: Callable[[Any], T], value: object, refused: type[Exception]) -> T:
    """``check(value)`` for a trait's validator: its refusal (a ``refused`` error) is raised as the
    :class:`traitlets.TraitError` a validator raises, with the same message and no chained traceback,
    so that a bad value the page sets is refused in one line."""
    try:
        return check(value)
    except refused as error:
        raise traitlets.TraitError(str(error)) from None


def guard_widget_messages() -> None:
    """Make every widget in this kernel answer a bad message from the page with a one-line refusal."""
    from ipywidgets import Widget
    from ipywidgets.widgets.widget import _put_buffers

    if getattr(Widget._handle_msg, "_pitchtutor_guarded", False):
        return

    def _handle_msg(self: Any, msg: dict[str, Any]) -> None:
        data: Any = None
        try:
            data = msg["content"]["data"]
            method = data["method"]
            if method == "update":
                if "state" in data:
                    state = data["state"]
                    if "buffer_paths" in data:
                        _put_buffers(state, data["buffer_paths"], msg["buffers"])
                    self.set_state(state)
            elif method == "request_state":
                self.send_state()
            elif method == "custom":
                if "content" in data:
                    self._handle_custom_msg(data["content"], msg["buffers"])
            else:
                raise ValueError(f"unknown widget message method {str(method)[:40]!r}")
        except Exception as error:  # anything the page can provoke is refused, in one line
            name = type(self).__name__
            log.warning("pitchtutor: refused a message from the page for %s: %s", name, refusal_line(error))
            state = data.get("state") if isinstance(data, dict) else None
            if isinstance(state, dict):
                kept = [key for key in state if isinstance(key, str) and key in self.keys]
                try:
                    self.send_state(kept)  # the page shows the value the kernel kept
                except Exception as again:  # a state that cannot be sent stays as it is
                    log.warning("pitchtutor: could not resend the state: %s", refusal_line(again))

    _handle_msg._pitchtutor_guarded = True  # type: ignore[attr-defined]
    Widget._handle_msg = _handle_msg
