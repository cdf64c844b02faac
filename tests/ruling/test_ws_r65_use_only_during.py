"""Round 65 (s62wsC): 「この能力はあなたのメインフェイズ中だけ使える」 / 「…中のみ使える」 — the period
the activated ability may be used in (the text's restriction over the rules', 1.3.1, read as it is
played, 8.6.2.1; the shared ``use_requirement``), as 「この能力は、Xの場合のみ使える」 with the
condition 「X中」. Refused before as "reference this_ability" (cards_r64 PRL/W641-048,
KDO/S642-025)."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.games._ws.cardtext.ir import prog_ext
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_compile


def _activate(text: str) -> Any:
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    stock: 4\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 2000, text: "{text}"}}\n'
        "  B: {level: 1, deck: 10}\nactions:\n"
        "  - {do: activate, player: A, card: 主}\n"
        "ask: [A.hand, A.stock]\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize("only", ["だけ", "のみ"])
def test_the_period_as_a_requirement(only: str) -> None:
    text = f"【起】［(1)］ あなたは1枚引く。この能力はあなたのメインフェイズ中{only}使える。"
    prog = ws_compile(text)
    need = prog_ext(prog, "use_requirement")
    assert need is not None and need.what == "phase" and need.verb == "main"
    assert [o.verb for o in prog.steps] == ["draw"]


@pytest.mark.parametrize(
    ("period", "state"),
    [
        # the board's turn is A's main phase (WS_HEAD): used
        ("あなたのメインフェイズ", {"A.hand": 1, "A.stock": 3}),
        # not the opponent's attack phase: not used, nothing paid
        ("相手のアタックフェイズ", {"A.hand": 0, "A.stock": 4}),
    ],
)
def test_on_a_board(period: str, state: dict[str, int]) -> None:
    r = _activate(f"【起】［(1)］ あなたは1枚引く。この能力は{period}中だけ使える。")
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == state
