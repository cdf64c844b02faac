"""A filter printed as a choice between two descriptions, 「《超能力》か特徴を持たないキャラ」 (a 《超能力》
character, or one with no trait: 2.5), must not be read as one description asking for both — that
matched no character and the ruling ran "nothing happens" silently (found by s22qa on the reverse
word order of Q435's text). Until the disjunction is read, the ability is reported unsupported;
the neighbour 「…の特徴を持たないキャラ」 (joined by の, the head noun's place) still runs."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, compiled_first, unsupported

BOARD = """\
players:
  A: {{level: 1, deck: 10}}
  B:
    deck: 10
    level: 1
    stage:
      center_front: {{name: 超, type: character, level: 0, power: 3000, traits: [超能力]}}
      left_front: {{name: 無, type: character, level: 0, power: 3000, traits: []}}
      right_front: {{name: 魔, type: character, level: 0, power: 3000, traits: [魔法]}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [B.hand]
"""


@pytest.mark.parametrize("join", ["か", "または"])
def test_a_disjunction_before_traitless_is_reported_not_run_as_both(join: str) -> None:
    text = f"相手の《超能力》{join}特徴を持たないキャラを1枚選び、手札に戻す。"
    with pytest.raises(Unsupported):
        compiled_first(text, "ws")
    r = resolve(loads(WS_HEAD + BOARD.format(text=text)))
    assert unsupported(r)


def test_traitless_joined_by_no_still_runs() -> None:
    text = "相手の特徴を持たないキャラを1枚選び、手札に戻す。"
    op = compiled_first(text, "ws").steps[0]
    assert "traitless" in op.target.states and not op.target.traits
    r = resolve(loads(WS_HEAD + BOARD.format(text=text)))
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.hand": 1}
