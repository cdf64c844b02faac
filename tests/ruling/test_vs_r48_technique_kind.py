"""Round 48: 「Xの起動能力 / 自動能力 / 技は使えない」 — a continuous prohibition on the techniques of
one kind (2.13.2) of the cards X: an activated one is not activated (8.12.4), an automatic one
does not trigger (8.12.3), and the techniques of the other kind are untouched; a prohibition by
an effect prevails over the use the rules allow (1.3.3)."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

ACTIVATED = """game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]TEXT"}
actions:
  - {do: use, card: 春香, allowed: ALLOWED}
expect:
  state: {A.hand: HAND}
"""


@pytest.mark.parametrize(
    ("text", "allowed", "hand"),
    [
        ("相手のベンチのカードの起動能力は使えない。", "false", 0),
        ("相手のベンチのカードの技は使えない。", "false", 0),
        ("相手のベンチのカードは起動能力を使えない。", "false", 0),
        ("相手のベンチのカードの自動能力は使えない。", "true", 1),
        ("相手のリングのカードの起動能力は使えない。", "true", 1),
    ],
)
def test_activated_technique_of_a_kind_cannot_be_used(text: str, allowed: str, hand: int) -> None:
    src = ACTIVATED.replace("TEXT", text).replace("ALLOWED", allowed).replace("HAND", str(hand))
    r = resolve(loads(src, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "may_depend_on_unsupported" not in r.outcome  # type: ignore[attr-defined]
    if allowed == "false":
        assert {"8.12.4", "1.3.3"} <= set(r.decided_by)  # type: ignore[attr-defined]


AUTO = """game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 4000}
    bench: {left: {name: 真, ap: 1000, dp: 1000, text: "[ベンチ]TEXT"}}
actions:
  - {do: attack, support: 春香}
expect:
  state: {A.hand: HAND}
"""


@pytest.mark.parametrize(
    ("text", "hand"),
    [
        ("相手のリングのカードの自動能力は使えない。", 0),
        ("相手のリングのカードの起動能力は使えない。", 1),
    ],
)
def test_automatic_technique_of_a_kind_does_not_trigger(text: str, hand: int) -> None:
    r = resolve(loads(AUTO.replace("TEXT", text).replace("HAND", str(hand)), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    if hand == 0:
        assert {"8.12.3", "1.3.3", "7.1.3.2.3"} <= set(r.decided_by)  # type: ignore[attr-defined]
