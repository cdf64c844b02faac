"""Round 53 (s50wsT2): an activated ability's last sentence saying when it may be used —
「この能力は、あなたのレベルが2以上の時に使える」 (the normaliser's 「…の場合のみ使える」) and
「この能力は、あなたのクライマックスフェイズには使えない」 — is a restriction its text adds to the rules
that let it be played (1.3.1), read as it is named to be played (8.6.2.1): not a step of its effect
(``ruling.cardtext.abilities.use_requirement``, the program's ``use_requirement``)."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, decided, main_state, ws_compile

LEVEL = "【起】［(1)］ そのターン中、このカードのソウルを＋1。この能力は、あなたのレベルが2以上の時に使える。"
PHASE = "【起】［(1)］ そのターン中、このカードのソウルを＋1。この能力は、あなたのクライマックスフェイズには使えない。"


def test_the_sentence_is_not_a_step() -> None:
    for text in (LEVEL, PHASE):
        p = ws_compile(text)
        assert prog_ext(p, "use_requirement") is not None
        assert [op.verb for op in p.steps] == ["stat"]
    assert prog_ext(ws_compile(PHASE), "use_requirement").what == "not"


def _board(text: str, level: int) -> str:
    levels = ", ".join(["{name: L, type: character}"] * level)
    return (
        WS_HEAD + "players:\n  A:\n    deck: 10\n    stock: 3\n"
        f"    level: [{levels}]\n    stage:\n"
        "      center_front: {name: 係, type: character, level: 0, power: 1000, soul: 1, "
        f'text: "{text}"}}\n'
        "  B: {deck: 10}\nactions:\n  - {do: activate, card: 係}\nask: [係.soul, A.stock]\n"
    )


@pytest.mark.parametrize(("level", "soul", "stock"), [(2, 2, 2), (1, 1, 3)])
def test_played_only_at_the_level(level: int, soul: int, stock: int) -> None:
    r = resolve(loads(_board(LEVEL, level), "t.yaml"))
    assert main_state(r, "係.soul") == soul
    assert main_state(r, "A.stock") == stock
    if level < 2:
        assert {"1.3.1", "8.6.2.1"} <= decided(r)


def test_played_outside_the_period() -> None:
    r = resolve(loads(_board(PHASE, 0), "t.yaml"))
    assert main_state(r, "係.soul") == 2
