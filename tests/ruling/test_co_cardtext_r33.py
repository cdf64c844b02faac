"""co card-text constructions of round 33 (s29cotext), each on a minimal ability text and what it
does on a board, with its neighbour that must not change (issue 12)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import unsupported


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _reason(text: str, card_type: str = "spell", name: str = "x") -> str | None:
    (ab,) = abilities_of("co", Card(uid="x", name=name, owner="A", text=text, type=card_type))
    return None if ab.supported else ab.reason


# --- a step whose player or card is left unsaid after 「さらに」 / 「かわりに」 (4.3.2.6) ---

_SPELL = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: %d
    energy: 3
    deck: 10
    hand: [{name: 癒し, type: spell, cost: 1, text: "%s"}]
    field: [{name: 騎士, type: character, ap: 2, dp: 2, gender: %s}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 癒し%s}
ask: [A.hp, 騎士.ap, 騎士.dp]
"""

_HEAL = "あなたのHPが1点回復する。あなたのHPが5点以下の場合、かわりにHPが2点回復する。"


def test_a_heal_left_unsaid_after_kawari_heals_the_player_of_the_heal_it_replaces() -> None:
    assert _reason(_HEAL) is None
    r = _run(_SPELL % (4, _HEAL, "男性", ""))
    assert _state(r, "A.hp") == 6  # 2, not 1 + 2
    assert not unsupported(r)


def test_neighbour_the_condition_not_met_the_first_heal_is_done() -> None:
    r = _run(_SPELL % (10, _HEAL, "男性", ""))
    assert _state(r, "A.hp") == 11


_MOD = (
    "ターン終了時まで、対象のキャラクター1体は「+1:+0」の修正を受ける。"
    "そのキャラクターが女性キャラクターなら、かわりに「+2:+1」の修正を受ける。"
)


def test_a_modification_left_unsaid_after_kawari_goes_to_the_same_card_for_the_same_time() -> None:
    assert _reason(_MOD) is None
    r = _run(_SPELL % (10, _MOD, "女性", ", target: 騎士"))
    assert (_state(r, "騎士.ap"), _state(r, "騎士.dp")) == (4, 3)
    assert not unsupported(r)


def test_neighbour_the_other_gender_gets_the_first_modification() -> None:
    r = _run(_SPELL % (10, _MOD, "男性", ", target: 騎士"))
    assert (_state(r, "騎士.ap"), _state(r, "騎士.dp")) == (3, 2)


_MORE = (
    "対象のキャラクター1体が受けているダメージを2点取り除く。"
    "そのキャラクターが女性キャラクターの場合、さらに「+0:+1」の修正を与える。"
)


def test_a_modification_left_unsaid_after_sarani_goes_to_the_card_of_the_step_before() -> None:
    assert _reason(_MORE) is None
    r = _run(_SPELL % (10, _MORE, "女性", ", target: 騎士"))
    assert _state(r, "騎士.dp") == 3
    r = _run(_SPELL % (10, _MORE, "男性", ", target: 騎士"))
    assert _state(r, "騎士.dp") == 2


def test_a_step_left_unsaid_with_nothing_before_it_is_refused() -> None:
    assert _reason("HPが2点回復する。") is not None
    assert _reason("「+1:+0」の修正を受ける。") is not None
    # a time printed on the step before, of another kind: whether it carries is not read
    assert (
        _reason(
            "ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。"
            "そのキャラクターが男性キャラクターなら、さらに「+1:+0」の修正を与える。"
        )
        is not None
    )
