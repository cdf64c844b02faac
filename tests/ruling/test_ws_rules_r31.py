"""ws rules found by the round-31 blind set moved into development (round 31, s27rulesWS), each on a
minimal case of its own, with the neighbour that must not change: mostly the clauses a ruling
rests on and did not cite (a spelling the rules define, a step of a procedure that did nothing, a
trigger condition no event met, the principle an exception departs from)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """\
game: ws
title: t
turn: {player: A, number: 6, phase: %(phase)s, first_player: A}
players:
  A:
    level: 1
    stock: %(stock)s
    %(zones)s
    stage:
      center_front: {name: 甲, type: character, level: 1, power: 4000, soul: 1, text: "%(text)s"}
      %(more)s
    deck: %(deck)s
  B: {deck: 10}
actions:
  - %(action)s
%(choices)s
ask: [%(ask)s]
"""


def _board(**kw: str) -> str:
    base = {
        "phase": "main",
        "stock": "0",
        "zones": "",
        "text": "",
        "more": "",
        "deck": "10",
        "action": "{do: check_timing}",
        "choices": "",
        "ask": "A.center_front",
    }
    return BOARD % {**base, **kw}


# ---------------- spellings the rules define, cited where the text used them: 「CX」 (2.3.2.3.3),
# 「CX置場」 (3.11.4), 「CXフェイズ」 (6.6.2), 「思い出」 (3.12.3) — not where it wrote the full word


def test_a_condition_spelled_cx_cites_the_spellings() -> None:
    r = resolve(
        loads(
            _board(
                zones="climax: [{name: 光, type: climax}]",
                text="【永】 あなたのCX置場にCXがあるなら、このカードのパワーを＋1000。",
                ask="甲.power",
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 5000
    assert {"2.3.2.3.3", "3.11.4"} <= set(r.decided_by)


def test_the_same_condition_spelled_in_full_cites_no_spelling() -> None:
    r = resolve(
        loads(
            _board(
                zones="climax: [{name: 光, type: climax}]",
                text="【永】 あなたのクライマックス置場にクライマックスがあるなら、このカードのパワーを＋1000。",
                ask="甲.power",
            )
        )
    )
    assert r.outcome["state"]["甲.power"] == 5000
    assert not {"2.3.2.3.3", "3.11.4"} & set(r.decided_by)
    assert "8.9.1.3" in r.decided_by  # the power change is applied all the same


def test_the_spelled_terms_are_kept_with_the_bare_ones() -> None:
    from ruling import definitions
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "【自】 あなたのCXフェイズの始めに、あなたは1枚引く。"
    (ab,) = abilities_of("ws", Card(uid="x", name="x", owner="A", type="character", text=text))
    read = definitions.parts(ab.ast)["trigger"]
    assert {"word:climax_phase", "word:climax_phase:CXフェイズ"} <= read
    assert definitions.defined("ws", ab.text, "trigger") == ("6.6.2",)


def test_a_trigger_spelled_cx_phase_cites_the_spelling() -> None:
    r = resolve(
        loads(
            _board(
                text="【自】 あなたのCXフェイズの始めに、あなたは自分の山札の上から1枚を、ストック置場に置く。",
                action="{player: A, do: climax_phase}",
                ask="A.stock",
            )
        )
    )
    assert r.outcome["state"]["A.stock"] == 1
    assert {"6.6.2", "6.6.1.1"} <= set(r.decided_by)


# ---------------- 3.12.2.2.1 a face-down memory card is a blank card, counted as a card (3.12.3)

MEMORY = "【永】 記憶 あなたの思い出が2枚以上なら、このカードのパワーを＋2000。"


def test_a_face_down_memory_card_is_counted_and_cited() -> None:
    zones = "memory: [{name: 思, type: character}, {name: 伏, type: character, face: down}]"
    r = resolve(loads(_board(zones=zones, text=MEMORY, ask="甲.power")))
    assert r.outcome["state"]["甲.power"] == 6000
    assert {"3.12.2.2.1", "3.12.3"} <= set(r.decided_by)


def test_face_up_memory_cards_cite_no_blank_card() -> None:
    zones = "memory: [{name: 思, type: character}, {name: 伏, type: character}]"
    r = resolve(loads(_board(zones=zones, text=MEMORY, ask="甲.power")))
    assert r.outcome["state"]["甲.power"] == 6000
    assert "3.12.2.2.1" not in r.decided_by


# ---------------- 3.12.2.2.2 a face-down memory card leaving: the zone it goes to decides its face,
# by the clause saying whether that zone is public (3.4.2) or hidden (3.3.2)


def test_a_face_down_memory_card_to_the_waiting_room_cites_a_public_zone() -> None:
    for dest, clause, face in (("控え室", "3.4.2", "up"), ("手札", "3.3.2", "down")):
        text = f"あなたは自分の思い出を1枚選び、{dest}に置く。"
        r = resolve(
            loads(
                _board(
                    zones="memory: [{name: 約束, type: character, face: down}]",
                    action=f'{{player: A, do: resolve_text, text: "{text}"}}',
                    ask="約束.zone",
                )
            )
        )
        assert {"3.12.2.2.2", clause} <= set(r.decided_by), dest
        assert ("3.4.2" in r.decided_by) == (face == "up")


# ---------------- 6.6.1.2 the climax phase's play timing, whose limit 6.6.1.2.1 refuses an activated
# ability: both cited


def test_an_activated_ability_refused_in_the_climax_phase_cites_the_play_timing() -> None:
    r = resolve(
        loads(
            _board(
                phase="climax",
                stock="2",
                text="【起】［(1)］ そのターン中、このカードのパワーを＋1000。",
                action="{player: A, do: activate, card: 甲}",
                ask="A.stock",
            )
        )
    )
    assert r.outcome["state"]["A.stock"] == 2
    assert {"6.6.1.2", "6.6.1.2.1"} <= set(r.decided_by)


def test_the_same_ability_in_the_main_phase_is_played() -> None:
    r = resolve(
        loads(
            _board(
                stock="2",
                text="【起】［(1)］ そのターン中、このカードのパワーを＋1000。",
                action="{player: A, do: activate, card: 甲}",
                ask="A.stock",
            )
        )
    )
    assert r.outcome["state"]["A.stock"] == 1
    assert "6.6.1.2.1" not in r.decided_by


# ---------------- 7.3.1.2.3 the trigger-checked card to the stock: a chance icon took it out of the
# resolution zone, so the step does nothing — cited as why it stays in the waiting room

ATTACK = """\
game: ws
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: 1
    stage: {center_front: {name: 突, type: character, level: 1, power: 5000, soul: 1}%(back)s}
    deck: [{name: 札, type: climax, trigger: %(icon)s}, {name: 一, type: character}, 8]
  B:
    stage: {%(b_stage)s}
    deck: 10
actions:
  - {player: A, do: attack, slot: center_front, kind: direct}
%(choices)s
ask: [%(ask)s]
"""


def _attack(**kw: str) -> str:
    base = {"back": "", "icon": "none", "b_stage": "", "choices": "", "ask": "札.zone"}
    return ATTACK % {**base, **kw}


def test_a_chance_card_stays_in_the_waiting_room_and_the_stock_step_is_cited() -> None:
    r = resolve(loads(_attack(icon="chance")))
    for lf in r.leaves:
        assert lf.outcome["state"]["札.zone"] == "A.waiting_room"
    assert "7.3.1.2.3" in r.decided_by


def test_a_card_with_no_icon_goes_to_the_stock() -> None:
    r = resolve(loads(_attack()))
    assert r.outcome["state"]["札.zone"] == "A.stock"
    assert "7.3.1.2.3" in r.decided_by


# ---------------- 4.12.2.3 the return icon's 「相手のキャラ」: a character on the stage (2.3.2.1.2)


def test_a_return_icon_takes_a_back_row_character() -> None:
    r = resolve(
        loads(
            _attack(
                icon="return",
                b_stage="left_back: {name: 後, type: character, level: 1, power: 3000, soul: 1}",
                choices="choices:\n  - {player: A, choose: 後}",
                ask="後.zone",
            )
        )
    )
    assert r.outcome["state"]["後.zone"] == "B.hand"
    assert {"4.12.2.3", "2.3.2.1.2"} <= set(r.decided_by)


# ---------------- trigger conditions no event met, by the clause defining them: 「このカードのトリガー
# チェック」 is the check of this card's attack (7.3.1.2.3.1); an automatic 集中 is not 『集中』を使った
# (10.7.4)

WATCH = "【自】 このカードのトリガーチェックでクライマックスが出た時、あなたは1枚引く。"


def test_another_characters_trigger_check_is_not_this_cards() -> None:
    back = f', left_back: {{name: 見張り, type: character, level: 1, power: 3000, soul: 1, text: "{WATCH}"}}'
    scn = loads(_attack(back=back, ask="A.hand") + "expect:\n  triggered: {見張り: 0}\n")
    r = resolve(scn)
    assert r.outcome["state"]["A.hand"] == 0
    assert "7.3.1.2.3.1" in r.decided_by


def test_a_used_brainstorm_trigger_not_met_by_an_automatic_brainstorm() -> None:
    brain = (
        "【自】 集中 このカードがアタックした時、あなたは自分の山札の上から1枚をめくり、控え室に置く。"
        "それらのカードのクライマックス1枚につき、あなたは1枚引く。"
    )
    rec = "【自】 あなたが『集中』を使った時、あなたは自分の山札の上から1枚を、ストック置場に置く。"
    scn = f"""\
game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 集, type: character, level: 1, power: 5000, soul: 1, text: "{brain}"}}
      left_back: {{name: 記, type: character, level: 1, power: 3000, soul: 1, text: "{rec}"}}
    deck: [{{name: 一, type: character}}, {{name: 判, type: character}}, 8]
  B: {{deck: 10}}
actions:
  - {{player: A, do: attack, slot: center_front, kind: direct}}
ask: [A.stock]
expect:
  triggered: {{集: 1, 記: 0}}
"""
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.stock"] == 1  # the trigger check's card only
    assert "10.7.4" in r.decided_by


# ---------------- 継承 labels the ability (10.18.1); its 「このカード」 moved by an encore first: a new
# card, no marker put (8.7.7, 3.1.4)

INHERIT = (
    "【自】 継承 このカードが舞台から控え室に置かれた時、あなたは他の自分のキャラを1枚選び、"
    "このカードをそのキャラの下にマーカーとして置く。"
)


def _encore(first: str) -> str:
    return f"""\
game: ws
title: t
turn: {{player: A, number: 6, phase: attack, step: encore, first_player: A}}
players:
  A:
    level: 1
    stock: 3
    stage:
      center_front: {{name: 継, type: character, level: 1, power: 4000, soul: 1, state: reverse, text: "{INHERIT}"}}
      left_front: {{name: 受, type: character, level: 1, power: 3000, soul: 1}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: encore_step}}
choices:
  - {{player: A, at: pending_order, choose: "{first}"}}
  - {{player: A, at: encore, choose: yes}}
ask: [継.zone, A.markers.left_front]
"""


def test_an_encore_first_leaves_the_inherit_nothing_to_put() -> None:
    r = resolve(loads(_encore("継#encore")))
    assert r.outcome["state"]["継.zone"] == "A.stage.center_front"
    assert {"10.18.1", "3.1.4", "8.7.7"} <= set(r.decided_by)


# ---------------- 2.12.2.1 a character's text works on the stage: an ability written for the clock
# is the exception (2.12.2.3), both cited


def test_a_clock_ability_cites_the_principle_it_departs_from() -> None:
    clock = (
        "clock: [{name: 番, type: character, level: 1, power: 5000, soul: 1, "
        'text: "【永】 このカードがクロックにあるなら、あなたのキャラすべてに、パワーを＋500。"}]'
    )
    r = resolve(loads(_board(zones=clock, ask="甲.power")))
    assert r.outcome["state"]["甲.power"] == 4500
    assert {"2.12.2.1", "2.12.2.3"} <= set(r.decided_by)


# ---------------- a stated turn value is asked about too: the step that began the game (5.2.1.5)

SETUP = """\
game: ws
title: t
turn: {player: A, number: 0}
players:
  A: {deck: 50}
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, mulligan: {A: 0, B: 0}}
ask: [A.hand]
expect:
  state: {%s}
"""


def test_the_turn_stated_in_the_answer_is_decided_by_the_games_start() -> None:
    r = resolve(loads(SETUP % "A.hand: 5, turn.player: A"))
    assert "5.2.1.5" in r.decided_by
    r = resolve(loads(SETUP % "A.hand: 5"))
    assert "5.2.1.5" not in r.decided_by


# ---------------- 8.7.4.1.2 a leaving-the-stage trigger's condition reads the card as it was on the
# stage: the power another card's continuous ability gave it there counts

LEAVER = "【自】 このカードが舞台から控え室に置かれた時、このカードのパワーが4000以上なら、あなたは1枚引く。"


def _leaver(support: bool) -> str:
    more = (
        "left_back: {name: 指, type: character, level: 1, power: 2000, soul: 1, "
        'text: "【永】 他のあなたのキャラすべてに、パワーを＋1000。"}'
        if support
        else ""
    )
    return f"""\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 0
    stage:
      center_front: {{name: 魔, type: character, level: 1, power: 3000, soul: 1, text: "{LEAVER}"}}
      {more}
    deck: [{{name: 札, type: character}}, 9]
  B: {{deck: 10}}
actions:
  - {{do: move, card: 魔, to: waiting_room}}
  - {{do: check_timing}}
ask: [札.zone]
"""


def test_a_leaving_trigger_reads_the_power_the_card_had_on_the_stage() -> None:
    r = resolve(loads(_leaver(True)))
    assert r.outcome["state"]["札.zone"] == "A.hand"
    assert {"8.7.4.1", "8.7.4.1.2"} <= set(r.decided_by)


def test_without_the_boost_on_the_stage_it_does_not_draw() -> None:
    r = resolve(loads(_leaver(False)))
    assert r.outcome["state"]["札.zone"] == "A.deck"


# ---------------- 「このカードがプレイされてクライマックス置場に置かれた時」: a climax put there by its play
# (8.6.2.5.3), as 「プレイされて舞台に置かれた時」 is a character (8.6.2.5.1)

CLIMAX_PLAY = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    clock: [{name: 青, type: character, color: BLUE}]
    hand: [{name: 蓄, type: climax, color: BLUE, text: "【自】 このカードが%sクライマックス置場に置かれた時、あなたは自分の山札の上から1枚を、ストック置場に置く。"}]
    stage: {center_front: {name: 突, type: character, level: 1, power: 5000, soul: 1, color: BLUE}}
    deck: [{name: 甲, type: character}, 9]
  B: {deck: 10}
actions:
  - {player: A, do: climax_phase, card: 蓄}
ask: [甲.zone]
"""


def test_a_climax_put_into_the_climax_zone_by_its_play_triggers() -> None:
    r = resolve(loads(CLIMAX_PLAY % "プレイされて"))
    assert "may_depend_on_unsupported" not in r.outcome
    assert r.outcome["state"]["甲.zone"] == "A.stock"
    assert "8.6.2.5.3" in r.decided_by


def test_the_play_trigger_compiles_only_for_a_zone_a_play_puts_into() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "【自】 このカードがプレイされて控え室に置かれた時、あなたは1枚引く。"
    (ab,) = abilities_of("ws", Card(uid="x", name="x", owner="A", type="climax", text=text))
    assert not ab.supported


# ---------------- 「ストックを1枚選び」: any card of the stock (1.3.1, 8.6.3.1) or the top one (3.10.2) —
# a reading point, both run, where the stock holds more cards than it names

STOCK = """\
game: ws
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    level: 1
    hand: 0
    stock: %s
    deck: 10
  B: {deck: 10}
actions:
  - {player: A, do: resolve_text, text: "あなたは自分のストックを1枚選び、手札に戻す。"}
ask: [上.zone, A.stock]
"""


def test_choosing_a_stock_card_is_a_reading_point() -> None:
    r = resolve(loads(STOCK % "[{name: 上, type: character}, {name: 下, type: character}]"))
    assert "3.10.2" in r.outcome.get("depends_on_reading", [])
    top = [
        lf
        for lf in r.leaves + r.alternates
        if any(c.reading and c.option == "from_top" for c in lf.choices)
    ]
    assert top and all(lf.outcome["state"]["上.zone"] == "A.hand" for lf in top)


def test_a_single_stock_card_raises_no_point() -> None:
    r = resolve(loads(STOCK % "[{name: 上, type: character}]"))
    assert r.outcome["state"]["上.zone"] == "A.hand"
    assert "depends_on_reading" not in r.outcome


# ---------------- 「このカードが手札からクロック置場に置かれる時、かわりに…」 (8.2.1.3.1): the clock phase's
# card is not put into the clock (8.10.1.1), so 「そうした場合」 draws nothing (6.4.1.2); an effect's
# move from the hand is replaced too

KEEPER = "【永】 このカードが手札からクロック置場に置かれる時、かわりに思い出にする。"


def _clock_phase(text: str) -> str:
    return f"""\
game: ws
title: t
turn: {{player: A, number: 5, phase: clock, first_player: A}}
players:
  A:
    level: 1
    clock: 2
    hand: [{{name: 想, type: character, level: 1, power: 4000, soul: 1, text: "{text}"}}, 2]
    deck: 10
  B: {{deck: 10}}
actions:
  - {{player: A, do: clock_phase, card: 想}}
ask: [想.zone, A.hand, A.clock]
"""


def test_a_clock_phase_card_replaced_into_the_memory_draws_nothing() -> None:
    r = resolve(loads(_clock_phase(KEEPER)))
    assert r.outcome["state"] == {"想.zone": "A.memory", "A.hand": 2, "A.clock": 2}
    assert {"6.4.1.2", "8.10.1.1", "8.2.1.3.1"} <= set(r.decided_by)


def test_a_clock_phase_card_without_it_is_clocked_and_draws_two() -> None:
    r = resolve(loads(_clock_phase("【永】 このカードのパワーを＋500。")))
    assert r.outcome["state"] == {"想.zone": "A.clock", "A.hand": 4, "A.clock": 3}
    assert "8.10.1.1" not in r.decided_by


def test_an_effects_move_from_the_hand_to_the_clock_is_replaced_too() -> None:
    scn = _clock_phase(KEEPER).replace("phase: clock", "phase: main")
    scn = scn.replace(
        "{player: A, do: clock_phase, card: 想}",
        '{player: A, do: resolve_text, text: "あなたは自分の手札を1枚選び、クロック置場に置く。"}',
    )
    scn += "choices:\n  - {player: A, choose: 想}\n"
    r = resolve(loads(scn))
    assert r.outcome["state"]["想.zone"] == "A.memory"
    assert r.outcome["state"]["A.clock"] == 2


# ---------------- 「他のあなたの、このカードと同じ特徴を持つキャラ1枚につき」: 「他のあなたの、」 describes the
# characters counted (not the card compared); with no count, 「同じ特徴を持つ」 is sharing one; a card
# with no trait shares none (2.19.1, 2.19.2)

SAME = "【永】 他のあなたの、このカードと同じ特徴を持つキャラ1枚につき、このカードのパワーを＋500。"


def _same(mine: str, theirs: str) -> str:
    return f"""\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
    stage:
      center_front: {{name: 甲, type: character, level: 1, power: 3000, soul: 1, traits: [{mine}], text: "{SAME}"}}
      left_front: {{name: 乙, type: character, level: 0, power: 2000, soul: 1, traits: [{theirs}]}}
  B:
    deck: 10
    stage: {{center_front: {{name: 丙, type: character, level: 0, power: 2000, soul: 1, traits: [{theirs}]}}}}
actions:
  - {{do: check_timing}}
ask: [甲.power]
"""


def test_another_of_your_characters_sharing_a_trait_counts() -> None:
    r = resolve(loads(_same("音楽", "音楽")))
    assert r.outcome["state"]["甲.power"] == 3500  # 乙 only: 丙 is the opponent's
    assert "2.19.2" not in r.decided_by


def test_characters_with_no_trait_share_none() -> None:
    r = resolve(loads(_same("", "")))
    assert r.outcome["state"]["甲.power"] == 3000
    assert {"2.19.1", "2.19.2", "8.9.1.1"} <= set(r.decided_by)
