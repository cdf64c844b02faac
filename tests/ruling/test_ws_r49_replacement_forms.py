"""Round 49: two forms of a continuous replacement effect (8.2.1.3, 8.10.1).

- 「（事象）場合、かわりに（事象）」: the grammar reads 「このカードが舞台から控え室に置かれる場合」 as the
  ability's condition; before a step led by かわりに it names the event replaced (8.2.1.3 「ゲーム中
  にある事象が発生する場合、それを実行するのではなく別な事象を実行する」), compiled as the
  「…時、かわりに」 form of 8.2.1.3.1 is — the same program.
- 「相手のキャラが舞台から控え室に置かれる時、かわりに山札の下に置く」: the event is the move of any
  card the description names (read from the ability's master), not this card's own; the step naming
  no object acts on the card being moved (8.10.1, 8.10.1.1), while the holder's text is in force on
  the stage (2.12.2.1)."""

from __future__ import annotations

from ruling import abilities as AB
from ruling.games._ws.cardtext.ir import Sel, prog_ext
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

OWN_BAAI = (
    "【永】 このカードが舞台から控え室に置かれる場合、かわりにあなたはこのカードを手札に戻す。"
)
OWN_TOKI = "【永】 このカードが舞台から控え室に置かれる時、かわりにあなたはこのカードを手札に戻す。"
OTHER_BAAI = "【永】 相手のキャラが舞台から控え室に置かれる場合、かわりに山札の下に置く。"
OTHER_TOKI = "【永】 相手のキャラが舞台から控え室に置かれる時、かわりに山札の下に置く。"


def _program(text: str):  # type: ignore[no-untyped-def]
    get_game("ws")
    (ab,) = AB._abilities("ws", text, "character")
    assert ab.supported, ab.reason
    return ab.program


def test_baai_form_compiles_as_the_toki_form() -> None:
    assert _program(OWN_BAAI) == _program(OWN_TOKI)
    assert _program(OTHER_BAAI) == _program(OTHER_TOKI)
    p = _program(OWN_BAAI)
    assert "replacement" in prog_ext(p, "notes")
    assert tuple(p.params) == ("stage", "waiting_room")
    assert prog_ext(p, "replaces_about") is None


def test_other_cards_move_names_them_and_acts_on_the_moved_card() -> None:
    p = _program(OTHER_TOKI)
    assert prog_ext(p, "replaces_about") == Sel(owner="opponent", kinds=("character",))
    (step,) = p.steps
    assert step.verb == "move" and step.dest == "deck" and step.pos == "bottom"
    assert step.target == Sel(ref="trigger_card")


def _board(warden_zone: str, moved_owner: str) -> str:
    warden = (
        f'{{name: 番人, type: character, level: 0, power: 3000, soul: 1, text: "{OTHER_BAAI}"}}'
    )
    a_stage = f"    stage:\n      center_front: {warden}\n" if warden_zone == "stage" else ""
    a_wr = f"    waiting_room: [{warden}]\n" if warden_zone == "waiting_room" else ""
    a_other = (
        "      left_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1}\n"
        if moved_owner == "A" and warden_zone == "stage"
        else ""
    )
    if moved_owner == "A" and warden_zone != "stage":
        a_stage = "    stage:\n" + (
            "      left_front: {name: 味方, type: character, level: 0, power: 3000, soul: 1}\n"
        )
        a_other = ""
    return f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 0
{a_stage}{a_other}{a_wr}    deck: 10
  B:
    level: 0
    stage:
      center_front: {{name: 防, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
"""


def test_opponents_character_goes_to_the_deck_bottom_instead() -> None:
    y = (
        _board("stage", "B")
        + """actions:
  - {do: move, player: A, card: 防, to: waiting_room}
expect:
  state: {防.zone: B.deck, B.waiting_room: 0, B.center_front: empty, B.deck: 11}
  decided_by: ["8.10.1", "8.10.1.1", "8.2.1.3"]
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_own_character_is_not_named() -> None:
    y = (
        _board("stage", "A")
        + """actions:
  - {do: move, player: A, card: 味方, to: waiting_room}
expect:
  state: {味方.zone: A.waiting_room}
  not_decided_by: ["8.10.1"]
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_holder_off_the_stage_replaces_nothing() -> None:
    y = (
        _board("waiting_room", "B")
        + """actions:
  - {do: move, player: A, card: 防, to: waiting_room}
expect:
  state: {防.zone: B.waiting_room}
  not_decided_by: ["8.10.1"]
"""
    )
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_own_baai_form_returns_the_card_to_the_hand() -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 0
    stage:
      center_front: {{name: 逃げ上手, type: character, level: 0, power: 3000, soul: 1, text: "{OWN_BAAI}"}}
    hand: 0
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: move, player: A, card: 逃げ上手, to: waiting_room}}
expect:
  state: {{逃げ上手.zone: A.hand, A.waiting_room: 0}}
  decided_by: ["8.10.1", "8.10.1.1"]
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
