"""Round 55 (issue 12, s52vgT3): 「相手は山札の上から、置いた枚数と同じ枚数のカードをドロップゾーンに
置く」 — the count 「Yと同じ枚数」 printed before the cards with の is the step's count
(``steps._count_of_object``, read by ``same_number`` as 「カードを、Yと同じ枚数」), the place said
with 「から」 and a comma is the step's (``nouns._source_before_comma``); the cards counted when
the step is done (11.8.5.1), taken from the top of the performer's deck."""

from __future__ import annotations

from typing import Any

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_card_run, zone_names

TEXT = (
    "あなたのリアガードをすべて選び、山札の下に置き、"
    "相手は山札の上から、置いた枚数と同じ枚数のカードをドロップゾーンに置く。"
)


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", "【起】【(V)】：" + text, None)
    assert a.supported, a.reason
    return a.program


def test_the_count_before_the_cards_is_the_steps() -> None:
    step = _program(TEXT).steps[-1]
    assert step.verb == "move" and step.dest == "drop" and step.performer == "opponent"
    assert step.target.zones == ("deck",) and step.target.pos == "top"
    assert dict(step.detail)["n_of"].ref == "acted:move"


def test_as_many_from_the_top_on_a_board() -> None:
    """剣士 and 弓兵 (A's two rear-guards) go to the bottom of A's deck; B puts the top two
    cards of B's deck into B's drop zone."""
    resolve = f'  - {{do: main_phase, actions: [{{do: resolve_text, text: "{TEXT}", card: 竜}}]}}'
    extra = "right_front: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r = vg_card_run("", resolve, extra=extra)
    assert not unsupported(r)
    assert len(zone_names(r, "B", "drop")) == 2
    assert len(r.main.final.players["B"].zones["deck"]) == 8
    assert "剣士" in zone_names(r, "A", "deck") and "弓兵" in zone_names(r, "A", "deck")
