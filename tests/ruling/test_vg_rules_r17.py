"""Vanguard rules the engine carried out without citing, or did not carry out, found by listing
the clauses no engine rule cited (round 16, s12cover; docs/coverage-vg.md). Each test is a
minimal board whose expectation is read from the clause quoted in its docstring."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, vg_run, zone_names

_run = vg_run
_zone = zone_names

# A's vanguard draws at the start of A's battle phase; B's vanguard is out of reach
DRAWER = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000, text: "【自】【(V)】：あなたのバトルフェイズ開始時、１枚引く。"}
    hand: 0
    deck: [{name: 引いた札, type: normal, grade: 1}, 19]
  B:
    vanguard: {name: 騎士, type: normal, grade: 2, power: 30000}
    deck: 20
actions:
ACTIONS
"""


def test_main_phase_passed_to_the_end_phase_goes_through_the_battle_phase() -> None:
    """9.9.3 「ターンファイターが、自分のプレイタイミングで何もプレイしないことを選択した場合、次の
    フェイズに進みます」: the next phase is the battle phase, whose start step makes 「バトル
    フェイズ開始時」 pending (10.3.1.1) even when no attack follows; 10.3.1.5 「アタックしないことを
    選んだ場合、次のフェイズに進みます」 then leads to the end phase."""
    r = _run(DRAWER.replace("ACTIONS", "  - {do: end_phase}"))
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"9.9.3", "11.6.2.3", "10.3.1.1"} <= set(r.decided_by)


def test_battle_phase_with_no_more_attack_moves_on_by_10_3_1_5() -> None:
    """After an attack, 10.8.1.4 returns to the start step; choosing not to attack again moves on
    (10.3.1.5). The battle phase is not begun twice (the ability draws once, 10.3.1.1), and the
    main phase passed on to it by 9.9.3."""
    acts = "  - {do: attack, attacker: vanguard, target: vanguard}\n  - {do: end_phase}"
    r = _run(DRAWER.replace("ACTIONS", acts))
    assert "引いた札" in _zone(r, "A", "hand")
    assert r.main.final.players["A"].zones["hand"].__len__() == 2  # drew once, drive checked once
    assert {"9.9.3", "10.3.1.2"} <= set(r.decided_by)
    e = _run(ENDER.replace("ACTIONS", acts))
    assert "引いた札" in _zone(e, "A", "hand")
    assert "10.3.1.5" in e.decided_by


def test_end_phase_from_the_end_phase_cites_no_passing() -> None:
    """The passing clauses are cited only when the phase passed is the main or battle phase."""
    r = _run(DRAWER.replace("ACTIONS", "  - {do: end_phase}"), phase="end")
    assert not {"9.9.3", "10.3.1.5"} & set(r.decided_by)
    assert _zone(r, "A", "hand") == []


ENDER = DRAWER.replace("バトルフェイズ開始時", "エンドフェイズ開始時")


def test_an_end_phase_ability_reached_by_not_attacking_cites_10_3_1_5() -> None:
    """The end phase's 「エンドフェイズ開始時」 draw happens because the turn fighter chose not to
    attack and the game moved on (10.3.1.5 「アタックしないことを選んだ場合、次のフェイズに
    進みます」), after nothing more was played in the main phase (9.9.3)."""
    r = _run(ENDER.replace("ACTIONS", "  - {do: end_phase}"))
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"9.9.3", "10.3.1.3", "10.3.1.5", "9.11.8"} <= set(r.decided_by)


def test_an_attack_by_the_non_turn_fighter_is_refused_by_10_3_1_2() -> None:
    """10.3.1.2 「ターンファイターが攻撃指定ファイター、非ターンファイターが防御指定ファイターと
    なります」: B, not the turn fighter, cannot attack."""
    r = _run(DRAWER.replace("ACTIONS", "  - {do: attack, player: B, attacker: vanguard}"))
    assert r.outcome.get("rejected")
    assert "10.3.1.2" in r.decided_by


# A's left-front rear-guard attacks B's vanguard; something happens at the damage step's start
BATTLE = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    hand: [{name: 新兵, type: normal, grade: 1, power: 8000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, before_damage: [BEFORE]}
"""


def test_a_unit_put_on_the_attacking_units_circle_is_not_attacking() -> None:
    """10.4.1.11 「…アタックしているユニットがあるサークルに他のユニットが置かれた場合、その
    ユニットは、アタックしているユニットではありません」: 新兵 is called onto the attacker's circle
    (the attacker is retired, 6.2.3.4); no power is compared, B takes no damage."""
    r = _run(BATTLE.replace("BEFORE", "{do: call, card: 新兵, circle: left_front, superior: true}"))
    assert _zone(r, "A", "field.left_front") == ["新兵"]
    assert _zone(r, "B", "damage") == []
    assert {"10.4.1.11", "10.7.1.2.1"} <= set(r.decided_by)


def test_the_attacker_still_on_its_circle_is_not_said_replaced() -> None:
    """No unit was put on the attacker's circle: the battle hits as usual (10.7.1.2) and 10.4.1.11
    is not cited."""
    r = _run(BATTLE.replace("BEFORE", ""))
    assert len(_zone(r, "B", "damage")) == 1
    assert "10.4.1.11" not in r.decided_by
    assert "10.4.1.4" in r.decided_by


def test_a_unit_forbidden_to_attack_mid_battle_still_battles() -> None:
    """10.4.1.5.2 「これ以降、バトル終了までの間に、そのユニットがアタックできなくなった場合でも、
    そのバトルは中断することなく続行されます」: the attacker is forbidden to attack at the damage
    step; it still hits (10000 vs 10000) and B takes a damage."""
    text = "相手のリアガードを１枚選び、そのターン中、そのユニットはアタックできない。"
    r = _run(BATTLE.replace("BEFORE", f'{{do: resolve_text, player: B, text: "{text}"}}'))
    assert len(_zone(r, "B", "damage")) == 1
    assert "10.4.1.5.2" in r.decided_by


COSTLY = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 2, power: 10000, text: "TEXT"}
    soul: [{name: 魂, type: normal, grade: 1}]
    hand: 0
    deck: [{name: 兵, type: normal, grade: 1}, 9]
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
ACTIONS
"""


def test_an_activated_abilitys_cost_is_paid_by_11_8_2_3() -> None:
    """11.8.2.3 「プレイするのが起動能力である場合、そのコストを支払います」: the soul blast of an
    activated ability is paid as it is played; then A draws."""
    text = "【起】【(V)】【ターン1回】：【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    acts = "  - {do: main_phase, actions: [{do: activate, card: A.vanguard}]}"
    r = _run(COSTLY.replace("TEXT", text).replace("ACTIONS", acts))
    assert _zone(r, "A", "hand") == ["兵"] and _zone(r, "A", "soul") == []
    assert {"11.8.2.2", "11.8.2.3"} <= set(r.decided_by)


def test_an_automatic_abilitys_cost_is_not_paid_by_11_8_2_3() -> None:
    """An automatic ability's cost is paid on resolution (11.9.5), not by 11.8.2.3."""
    text = "【自】【(V)】：あなたのバトルフェイズ開始時、【コスト】[【ソウルブラスト】(1)]することで、１枚引く。"
    r = _run(
        COSTLY.replace("TEXT", text).replace("ACTIONS", "  - {do: end_phase}")
        + "choices:\n  - {player: A, at: cost, choose: yes}\n"
    )
    assert _zone(r, "A", "hand") == ["兵"]
    assert "11.9.5" in r.decided_by and "11.8.2.3" not in r.decided_by


def test_a_token_unit_moved_to_the_soul_is_erased_citing_15_4_3_2_1() -> None:
    """15.4.3.2.1 「ソウルはフィールドではないため、疑似カード‘トークンユニット’がソウルに移動
    した場合、移動後に消去されます」; a token moved to the drop is erased too, by 15.4.3.2 alone."""
    body = """\
players:
  A: {vanguard: {name: 覇竜, grade: 3}, soul: 1, deck: 10}
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
  - {do: token, name: プラント, circle: left_back, power: 5000, grade: 0}
  - {do: move, card: プラント, to: ZONE}
"""
    r = _run(body.replace("ZONE", "soul"))
    assert len(_zone(r, "A", "soul")) == 1 and _zone(r, "A", "field.left_back") == []
    assert "15.4.3.2.1" in r.decided_by
    d = _run(body.replace("ZONE", "drop"))
    assert _zone(d, "A", "drop") == []
    assert "15.4.3.2.1" not in d.decided_by and "15.4.3.2" in d.decided_by


PLACING = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000}
    hand: [{name: 大竜, type: normal, grade: 3, power: 13000}, {name: 兵, type: normal, grade: 1, power: 8000}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
ACTIONS
ask: [ASK]
"""


def test_a_ride_goes_to_the_owners_vanguard_circle_standing() -> None:
    """6.3.3.3.1 「特に指定がないかぎり、このサークルはライドするカードのオーナーのヴァンガード
    サークルです」; placed standing (4.3.2.3 「…特に指定がないかぎりスタンド状態で置かれます」)."""
    acts = "  - {do: ride, card: 大竜}"
    r = _run(PLACING.replace("ACTIONS", acts).replace("ASK", "A.vanguard"))
    assert _zone(r, "A", "field.vanguard") == ["大竜"]
    assert {"6.3.3.3", "6.3.3.3.1", "4.3.2.3"} <= set(r.decided_by)


def test_a_call_puts_the_unit_on_the_named_circle_standing_unless_told_rest() -> None:
    """6.2.1 「…そのユニットは指定されたリアガードサークルまたはガーディアンサークルに登場
    します」 and 4.3.2.3 (standing unless told otherwise); a call told to put it rest does not
    cite 4.3.2.3."""
    acts = "  - {do: call, card: 兵, circle: left_front, superior: true}"
    r = _run(PLACING.replace("ACTIONS", acts).replace("ASK", "A.left_front"))
    assert _zone(r, "A", "field.left_front") == ["兵"]
    assert {"6.2.1", "4.3.2.3"} <= set(r.decided_by)
    rest = acts.replace("superior: true", "superior: true, orientation: rest")
    q = _run(PLACING.replace("ACTIONS", rest).replace("ASK", "A.left_front"))
    assert "6.2.1" in q.decided_by and "4.3.2.3" not in q.decided_by


RETIRING = """\
players:
  A:
    vanguard: {name: 中竜, type: normal, grade: 2, power: 10000, text: "【自】【(V)】：あなたのリアガードが退却した時、１枚引く。"}
    left_front: {name: 甲, type: normal, grade: 1, power: 8000}
    right_front: {name: 乙, type: normal, grade: 1, power: 8000}
    hand: 0
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたのリアガードをN枚選び、退却させる。"}
ask: [A.hand]
"""


def test_an_ability_triggered_twice_is_pending_twice_by_11_9_3() -> None:
    """11.9.3 「自動能力の誘発条件が複数回満たされた場合、その自動能力はその回数分待機状態に
    なります」: two rear-guards retired by one effect: 中竜 draws twice."""
    r = _run(RETIRING.replace("N枚", "２枚"))
    assert len(_zone(r, "A", "hand")) == 2
    assert "11.9.3" in r.decided_by


def test_an_ability_triggered_once_does_not_cite_11_9_3() -> None:
    r = _run(RETIRING.replace("N枚", "１枚"))
    assert len(_zone(r, "A", "hand")) == 1
    assert "11.9.3" not in r.decided_by


def test_the_first_vanguards_turned_face_up_is_the_stand_up() -> None:
    """7.45.1 「ファイターが‘スタンドアップする’とは、そのファイターがゲームの準備時に、自身の
    ファーストヴァンガードを表向きにすることを意味します(8.2.1.9)」."""
    from tests.ruling.boards import setup_ruling

    zero = "{name: 見習い, type: normal, grade: 0}"
    decks = f"  A: {{deck: [{zero}, 49]}}\n  B: {{deck: [{zero}, 49]}}"
    r = setup_ruling("vg", decks, "{do: game_setup, first: A, mulligan: {A: 0, B: 0}}")
    steps = [s for s in r.main.trace if "7.45.1" in s.clauses]
    assert len(steps) == 2 and all("8.2.1.9" in s.clauses for s in steps)


def test_a_g_unit_returns_to_the_g_zone_face_up_by_4_14_5() -> None:
    """4.14.5 「…G ゾーン以外から G ゾーンにカードを置く場合、特に指示がないかぎり、そのカードは
    表向きに置かれます」: the G unit on the vanguard circle goes face up to the G zone at the end
    phase (9.11.1)."""
    body = """\
players:
  A:
    vanguard: {name: 超越竜, type: g, grade: 4, power: 15000}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: end_phase}
ask: [A.g_zone]
"""
    r = _run(body, phase="end")
    assert _zone(r, "A", "g_zone") == ["超越竜"]
    assert {"9.11.1", "4.14.5"} <= set(r.decided_by)


# 魔獣合成 (6.10): A's token 〈魔獣合成体〉 on the left front, two 〈ゲノムゲル〉 rear-guards
FUSION = """\
players:
  A:
    vanguard: {name: ゾルガ, type: normal, grade: 3, power: 13000}
    left_front: {name: ユーバーメンシュ, type: token, grade: 0, power: 15000, race: 魔獣合成体}
    left_back: {name: 甲, type: normal, grade: 1, power: 8000, race: ゲノムゲル, text: "【永】【(R)】：あなたのヴァンガードのパワー＋5000。"}
    right_front: {name: 乙, type: normal, grade: 2, power: 10000, race: ゲノムゲル}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: beast_fuse, units: UNITS}
MORE
"""


def _fusion(units: str = "[left_front, left_back, right_front]", more: str = "") -> object:
    return _run(FUSION.replace("UNITS", units).replace("MORE", more))


def test_beast_fusion_puts_the_units_under_the_token_as_one_unit() -> None:
    """6.10.2 「…それらのユニットを1つの束として重ね、それらを1つのユニットであるかのように
    扱います」, 6.10.2.1 (under the 〈魔獣合成体〉 token unit): 甲 and 乙 go to the token's circle
    and stay there (no rule process dumps them, 13.3.5 read with 6.10.2); 甲's continuous ability
    is void under the top (6.10.3.1.1): the vanguard stays at 13000."""
    r = _fusion(more="ask: [A.left_front, A.vanguard.power]")
    assert sorted(_zone(r, "A", "field.left_front")) == sorted(["ユーバーメンシュ", "甲", "乙"])
    assert _zone(r, "A", "field.left_back") == [] and _zone(r, "A", "field.right_front") == []
    assert _zone(r, "A", "drop") == []
    assert {"6.10.2", "6.10.2.1"} <= set(r.decided_by)
    assert [s for s in r.main.trace if "6.10.3.1.1" in s.clauses]
    assert r.outcome["state"]["A.vanguard.power"] == 13000


def test_a_fusion_bundle_meeting_13_3_5_runs_both_readings() -> None:
    """13.3.5 「…バディソウル(17.17.7.1)でないカードが合計で 2 枚以上置かれている場合、最も後で
    置かれたものを除くそのサークルのすべてのカードをドロップゾーンに置きます」 names no exception
    for the cards under a 魔獣合成 bundle, which 6.10.2 treats 「1つのユニットであるかのように」
    (the audit's ``fusion_bundle_duplicates``): the engine's reading keeps the bundle; under the
    other, 甲 and 乙 (put last, at once) leave one of them (13.3.5.1) and the rest go to the drop."""
    r = _fusion()
    assert "13.3.5" in r.outcome.get("depends_on_reading", [])
    assert sorted(_zone(r, "A", "field.left_front")) == sorted(["ユーバーメンシュ", "甲", "乙"])
    other = [lf for lf in r.alternates if lf.ctx is not None]
    assert other
    for lf in other:
        left = [c.name for c in lf.final.players["A"].zones["field.left_front"]]
        assert len(left) == 1 and left[0] in ("甲", "乙")
    plain = _run(FUSION.replace("UNITS", "[left_front]").replace("MORE", ""))
    assert "13.3.5" not in plain.outcome.get("depends_on_reading", [])


def test_a_beast_fusion_of_one_unit_is_not_made() -> None:
    """6.10.2.2 「なんらかの理由で魔獣合成を行うよう指定されたユニット数が1体以下だった場合、
    その魔獣合成は行われません」 (nor counts as made, 6.10.5.1)."""
    r = _fusion("[left_front]")
    assert _zone(r, "A", "field.left_front") == ["ユーバーメンシュ"]
    assert {"6.10.2.2", "6.10.5.1"} <= set(r.decided_by)


def test_a_beast_fusion_without_a_fusion_token_is_not_made() -> None:
    """6.10.2.1.1 「そのようなトークンユニットが存在しない場合、その魔獣合成は行われません」."""
    r = _fusion("[left_back, right_front]")
    assert _zone(r, "A", "field.left_back") == ["甲"] and _zone(r, "A", "field.right_front") == [
        "乙"
    ]
    assert "6.10.2.1.1" in r.decided_by


def test_a_retired_fusion_unit_takes_its_bundle_to_the_drop() -> None:
    """6.10.3.2: retiring the fusion unit moves the whole bundle; in the drop its cards are just
    cards (6.10.3.2.1) and the token is erased there (15.4.3.2)."""
    r = _fusion(more="  - {do: retire, card: ユーバーメンシュ}")
    assert sorted(_zone(r, "A", "drop")) == ["乙", "甲"]
    assert _zone(r, "A", "field.left_front") == []
    assert {"6.10.3.2", "6.10.3.2.1"} <= set(r.decided_by)


def test_a_fusion_unit_moved_to_another_circle_keeps_its_bundle() -> None:
    """6.10.3.2 「…その束のカードを重ねたまま移動したり…」: moved to the right back circle, the
    bundle goes along and is still one unit there (its cards stay under the top)."""
    r = _fusion(more="  - {do: move, card: ユーバーメンシュ, to: field.right_back}")
    assert sorted(_zone(r, "A", "field.right_back")) == sorted(["ユーバーメンシュ", "甲", "乙"])
    assert _zone(r, "A", "field.left_front") == []
    assert "6.10.3.2.1" not in r.decided_by


def test_a_card_of_a_bundle_that_leaves_alone_leaves_the_top_alone() -> None:
    """A card of the bundle named by itself leaves (6.10.3.2); with one card left the top is no
    fusion unit (6.10.3.3 「…カードの束のカードの枚数が1枚のみになった場合、それは魔獣合成
    ユニットではなくなります」)."""
    r = _fusion(
        "[left_front, left_back]", "  - {do: move, card: 甲, to: hand}\nask: [A.left_front]"
    )
    assert _zone(r, "A", "field.left_front") == ["ユーバーメンシュ"]
    assert _zone(r, "A", "hand") == ["甲"]
    assert "6.10.3.3" in r.decided_by


DRIVE = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: [{name: 札, type: trigger, grade: 0, trigger: ICON, trigger_power: 10000}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: attack, attacker: vanguard, target: vanguard}
ask: [A.vanguard.power]
"""


def test_a_critical_triggers_power_is_its_second_sub_ability_by_11_10_3_2() -> None:
    """11.10.3.2 「まだそのトリガー能力のうちプレイしていないトリガーサブ能力がある場合、
    11.10.3.1に戻ります」: the critical trigger's power +10000 is played after its critical +1."""
    r = _run(DRIVE.replace("ICON", "critical"), phase="battle")
    assert r.outcome["state"]["A.vanguard.power"] == 23000
    assert "11.10.3.2" in r.decided_by


def test_a_front_trigger_has_one_sub_ability_and_does_not_cite_11_10_3_2() -> None:
    r = _run(DRIVE.replace("ICON", "front"), phase="battle")
    assert r.outcome["state"]["A.vanguard.power"] == 23000
    assert "11.10.3.2" not in r.decided_by


LOCKING = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: ゾルガ, type: normal, grade: 3, power: 13000}
    left_front: {name: ユーバーメンシュ, type: token, grade: 0, power: 15000, race: 魔獣合成体}
    left_back: {name: 甲, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
FUSE  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、呪縛する。"}
ask: [B.left_front, B.drop]
"""


def test_a_locked_token_unit_is_erased_from_its_circle() -> None:
    """15.4.3.3 「疑似カード‘トークンユニット’が呪縛される場合、そのユニットを呪縛した後、
    ただちにそのサークルから消去します」: B's only rear-guard, the token, is locked by A's
    effect and erased at once."""
    body = LOCKING.replace("FUSE", "").replace(
        "left_back: {name: 甲, type: normal, grade: 1, power: 8000}\n    ", ""
    )
    r = _run(body)
    assert _zone(r, "B", "field.left_front") == []
    assert "15.4.3.3" in r.decided_by


def test_a_locked_fusion_unit_erases_its_token_and_drops_its_bundle() -> None:
    """6.10.4 「魔獣合成ユニットが呪縛される場合、その一番上のトークンであるカードを消去し、
    魔獣合成ユニットを形成するそれ以外のカードをオーナーのドロップゾーンに置きます」."""
    fuse = "  - {do: beast_fuse, player: B, units: [left_front, left_back]}\n"
    r = _run(LOCKING.replace("FUSE", fuse))
    assert _zone(r, "B", "field.left_front") == [] and _zone(r, "B", "drop") == ["甲"]
    assert {"6.10.4", "15.4.3.3"} <= set(r.decided_by)


def test_a_locked_ordinary_unit_stays_locked_on_its_circle() -> None:
    """A unit that is no token stays on its circle as a locked card (7.30.1.1): 15.4.3.3 is not
    cited."""
    body = LOCKING.replace("FUSE", "").replace(
        "left_front: {name: ユーバーメンシュ, type: token, grade: 0, power: 15000, race: 魔獣合成体}\n    ",
        "",
    )
    r = _run(body.replace("B.left_front", "B.left_back"))
    assert len(_zone(r, "B", "field.left_back")) == 1
    assert "15.4.3.3" not in r.decided_by


WORN = """\
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    left_front: {name: 装備竜, type: normal, grade: 1, power: 5000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 15000}
    left_front: {name: 装備騎士, type: normal, grade: 1, power: 5000}
    deck: [{name: 一, type: normal}, 9]
actions:
WEAR  - {do: check_timing}
  - {do: attack, attacker: vanguard, target: vanguard}
ask: [B.damage]
"""


def test_a_worn_unit_neither_attacks_nor_is_attacked() -> None:
    """6.9.3.2 「着装であるユニットはアタックできず、アタックされるユニットとなることもでき
    ません」: with 装備竜 worn by A's vanguard and 装備騎士 by B's, the vanguards battle (A's
    18000 with 6.9.3.5 against B's 20000: no hit)."""
    wear = "  - {do: wear, card: 装備竜}\n  - {do: wear, player: B, card: 装備騎士}\n"
    r = _run(WORN.replace("WEAR", wear))
    assert _zone(r, "B", "damage") == []
    assert "6.9.3.2" in r.decided_by


def test_without_a_worn_unit_6_9_3_2_is_not_cited() -> None:
    r = _run(WORN.replace("WEAR", ""))
    assert len(_zone(r, "B", "damage")) == 0  # 13000 vs 15000
    assert "6.9.3.2" not in r.decided_by


MARKED = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
MARKERS  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
ACTIONS
ask: [A.markers]
"""


def _marked(actions: str, markers: str = "") -> object:
    return _run(MARKED.replace("ACTIONS", actions).replace("MARKERS", markers))


def test_a_record_marker_is_put_on_the_circle_named() -> None:
    """7.4.2 「あるサークルに‘(名称)マーカーを置く’指示がある場合、そのサークルに名称として
    (名称)を持つマーカーを作成します」; its place is that circle (15.8.2.1)."""
    r = _marked("  - {do: marker, name: 龍樹マーカー, circle: right_back}")
    assert r.outcome["state"]["A.markers"] == "right_back:龍樹"
    assert {"7.4.2", "15.8.2.1", "15.8.3"} <= set(r.decided_by)


def test_a_record_marker_with_no_proper_place_is_not_put() -> None:
    """15.8.3.1 「…存在位置として適正な場所に置くことが不可能な場合、そのマーカーは置かれま
    せん」: A has no accel circle, nor a unit on its right front circle."""
    r = _marked("  - {do: marker, name: 龍樹, circle: accel_1}")
    assert not r.outcome["state"]["A.markers"]
    assert "15.8.3.1" in r.decided_by
    q = _marked("  - {do: marker, name: 龍樹, unit: right_front}")
    assert "15.8.3.1" in q.decided_by


def test_a_marker_on_a_unit_follows_it_and_is_erased_when_it_leaves() -> None:
    """15.8.4.3: a marker placed on a unit stays on it when it moves to another circle;
    15.8.4.4: it is erased right after the unit leaves the circles."""
    put = "  - {do: marker, name: 無限鱗粉, unit: left_front}\n"
    r = _marked(put + "  - {do: move, card: 槍兵, to: field.right_front}")
    assert r.outcome["state"]["A.markers"] == "槍兵:無限鱗粉"
    assert "15.8.4.3" in r.decided_by
    q = _marked(put + "  - {do: retire, card: 槍兵}")
    assert not q.outcome["state"]["A.markers"]
    assert "15.8.4.4" in q.decided_by


def test_markers_given_on_circles_stay_when_a_unit_leaves() -> None:
    """A marker placed on a circle (15.8.2.1) is not on the unit: retiring the unit there leaves
    it (only unit markers are erased, 15.8.4.4)."""
    r = _marked("  - {do: retire, card: 槍兵}", "    markers: left_front:龍樹\n")
    assert r.outcome["state"]["A.markers"] == "left_front:龍樹"
    assert "15.8.4.4" not in r.decided_by


def test_a_marker_on_a_locked_unit_is_erased() -> None:
    """15.8.4.4 「…そのユニットがサークル以外の領域に移動した場合や呪縛された場合…その直後に
    消去されます」: A's effect locks B's rear-guard carrying B's marker."""
    body = """\
players:
  A: {vanguard: {name: 竜, type: normal, grade: 3, power: 13000}, deck: 10}
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: marker, player: B, name: 無限鱗粉, unit: B.left_front}
  - {do: resolve_text, player: A, text: "相手のリアガードを１枚選び、呪縛する。"}
ask: [B.markers]
"""
    r = _run(body)
    assert not r.outcome["state"]["B.markers"]
    assert "15.8.4.4" in r.decided_by


def test_markers_given_on_a_circle_the_fighter_lacks_is_a_clear_error() -> None:
    import pytest

    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="markers"):
        _marked("  - {do: end_phase}", "    markers: accel_3:龍樹\n")


def test_a_removed_token_is_erased_where_it_is_by_15_2_3_2() -> None:
    """15.2.3.2 「疑似カードが除外される場合、その疑似カードは自身が現在ある領域で消去されます」."""
    body = """\
players:
  A: {vanguard: {name: 覇竜, grade: 3}, deck: 10}
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
  - {do: token, name: プラント, circle: left_back, power: 5000, grade: 0}
  - {do: remove, card: プラント}
ask: [A.left_back, A.removed]
"""
    r = _run(body)
    assert _zone(r, "A", "field.left_back") == [] and _zone(r, "A", "removed") == []
    assert "15.2.3.2" in r.decided_by


RIDE_DECK = """\
players:
  A:
    vanguard: {name: 二の竜, type: normal, grade: 2, power: 10000}
    ride_deck: [{name: 三の竜, type: normal, grade: 3, power: 13000}]
    hand: [{name: 捨て札, type: normal, grade: 1}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 2, power: 10000}, deck: 10}
actions:
  - {do: ride_phase, card: 三の竜, from: ride_deck, discard: 捨て札}
  - {do: move, card: CARD, to: deck}
ask: [A.ride_deck, A.deck]
"""


def test_a_ride_deck_card_put_into_the_deck_goes_to_the_ride_deck_zone() -> None:
    """4.18.4 「ゲーム開始時にライドデッキ置場にあったカードが山札に移動する場合、そのカードは
    山札ではなく、ライドデッキ置場に表向きに置かれます」: 三の竜, ridden from the ride deck, put
    into the deck by an effect, goes to the ride-deck zone face up; the deck stays at 10."""
    r = _run(RIDE_DECK.replace("CARD", "三の竜"), phase="ride")
    assert _zone(r, "A", "ride_deck") == ["三の竜"]
    assert len(_zone(r, "A", "deck")) == 10
    assert "4.18.4" in r.decided_by


def test_a_card_not_from_the_ride_deck_goes_into_the_deck() -> None:
    r = _run(RIDE_DECK.replace("CARD", "二の竜"), phase="ride")
    assert "二の竜" in _zone(r, "A", "deck") and _zone(r, "A", "ride_deck") == []
    assert "4.18.4" not in r.decided_by


# two strides in one turn (9.8.2 sets no limit): the second G unit strides over the first
TWO_STRIDES = """\
game: vg
title: t
turn: {player: A, number: 7, phase: ride, step: stride, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}, {name: 超越竜王, type: g, grade: 4}]
    hand: [{name: 捨て一, type: normal, grade: 1}, {name: 捨て二, type: normal, grade: 2},
           {name: 捨て三, type: normal, grade: 3}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
  - {do: stride, card: 超越竜神, discard: [捨て一, 捨て二]}
STRIDES
  - {do: end_phase}
"""


def test_the_end_phase_returns_g_units_until_none_is_left() -> None:
    """9.11.1.1 「この処理は、ヴァンガードサークルやリアガードサークルにGユニットが存在するかぎり
    繰り返します」: after two strides 超越竜神 is a hearts card under 超越竜王 (6.5.1.2, 6.5.1.2.1);
    when 超越竜王 leaves, of its hearts cards the G one ends its state (6.5.4.1.1), is a unit again
    and goes in the repeated pass; then 覇竜 is the vanguard again (6.5.4.1)."""
    second = "  - {do: stride, card: 超越竜王, discard: [捨て三]}"
    r = resolve(loads(TWO_STRIDES.replace("STRIDES", second), "t.yaml"))
    assert sorted(_zone(r, "A", "g_zone")) == ["超越竜王", "超越竜神"]
    assert _zone(r, "A", "field.vanguard") == ["覇竜"]
    assert {"6.5.1.2.1", "9.11.1", "9.11.1.1", "6.5.4.1.1"} <= cited(r)
    one = resolve(loads(TWO_STRIDES.replace("STRIDES\n", ""), "t.yaml"))
    assert sorted(_zone(one, "A", "g_zone")) == ["超越竜王", "超越竜神"]
    assert _zone(one, "A", "field.vanguard") == ["覇竜"]
    assert not {"9.11.1.1", "6.5.4.1.1", "6.5.1.2.1"} & cited(one)
    assert "9.11.1" in cited(one)


def test_a_g_unit_leaving_mid_turn_releases_the_g_hearts_card_first() -> None:
    """6.5.4.1 「カード B が他の領域に移動する場合、…カード A のハーツ状態を終了してカード B と
    同じ配置状態にし…」, 6.5.4.1.1 (of several hearts cards a G one): 超越竜王 is returned to the
    hand by an effect (and goes to the G zone instead, 4.4.2); 超越竜神 is the vanguard at once,
    and goes at the end phase (9.11.1), releasing 覇竜 in turn."""
    second = (
        "  - {do: stride, card: 超越竜王, discard: [捨て三]}\n"
        "  - {do: move, card: 超越竜王, to: hand}"
    )
    body = TWO_STRIDES.replace("STRIDES", second).replace("  - {do: end_phase}\n", "")
    r = resolve(loads(body, "t.yaml"))
    assert _zone(r, "A", "field.vanguard")[0] == "超越竜神"
    hearts = [
        c.name for c in r.main.final.players["A"].zones["field.vanguard"] if c.states.get("hearts")
    ]
    assert hearts == ["覇竜"]
    assert {"6.5.4.1", "6.5.4.1.1", "4.4.2"} <= cited(r)
    e = resolve(loads(TWO_STRIDES.replace("STRIDES", second), "t.yaml"))
    assert sorted(_zone(e, "A", "g_zone")) == ["超越竜王", "超越竜神"]
    assert _zone(e, "A", "field.vanguard") == ["覇竜"]


# an 'always N' effect on A's vanguard and a continuous 'always N' of a rear-guard called before
# or after it
SETS = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：そのターン中、このユニットのパワーを5000にする。"}
    hand: [{name: 旗手, type: normal, grade: 1, power: 8000, text: "【永】【(R)】：あなたのヴァンガードのパワーは15000になる。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    deck: 10
actions:
  - {do: main_phase, actions: [FIRST, SECOND]}
  - {do: attack, attacker: vanguard, target: vanguard}
ask: [A.vanguard.power]
"""
ACT = "{do: activate, card: A.vanguard}"
CALL = "{do: call, card: 旗手, circle: left_front}"


def test_always_n_changes_apply_in_the_order_they_arose() -> None:
    """11.11.3.1 「…それらの継続効果は、効果が発生した順に従って順番に適用します」, 11.11.3.1.1
    「継続効果の発生源が永続能力である場合は、その能力を持つカードが現在の領域に置かれた時点を
    順番の基準とします」: 旗手 called after the effect was made applies after it (15000: the
    attack on B's 10000 vanguard hits); called before, the effect (made later) applies last
    (5000: no hit)."""
    late = _run(SETS.replace("FIRST", ACT).replace("SECOND", CALL))
    assert late.outcome["state"]["A.vanguard.power"] == 15000
    assert len(_zone(late, "B", "damage")) == 1
    assert {"11.11.3.1", "11.11.3.1.1"} <= cited(late)
    early = _run(SETS.replace("FIRST", CALL).replace("SECOND", ACT))
    assert early.outcome["state"]["A.vanguard.power"] == 5000
    assert _zone(early, "B", "damage") == []


# a card whose ability triggers on its own move (the move done by an effect's instruction)
MOVER = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    WHERE: [{name: 札, type: normal, grade: 1, text: "TEXT"}]
    deck: [{name: 引いた札, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    deck: 10
actions:
  - {do: move, card: 札, to: DEST}
"""


def _mover(where: str, text: str, dest: str) -> object:
    return _run(MOVER.replace("WHERE", where).replace("TEXT", text).replace("DEST", dest))


def test_a_trigger_on_a_move_between_public_zones_reads_the_card_after_it() -> None:
    """11.9.6.1.3 「…公開領域から公開領域へ移動することによって誘発する自動能力がカードの情報を
    求める場合、そのカードが移動後の領域にある状態での情報を用います」: 札 moved from the soul to
    the drop triggers (read in the drop) and draws."""
    r = _mover(
        "soul", "【自】：このカードがソウルからドロップゾーンに置かれた時、１枚引く。", "drop"
    )
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"11.9.6.1", "11.9.6.1.3"} <= cited(r)
    assert "11.9.6.1.1" not in cited(r)


def test_a_trigger_on_a_move_from_a_hidden_zone_reads_the_card_in_the_public_one() -> None:
    """11.9.6.1.1 「カードが…非公開領域から公開領域に移動することによって誘発する自動能力が
    カードの情報を求める場合、そのカードが公開領域にある状態での情報を用います」: 札 put from the
    hand into the soul."""
    r = _mover("hand", "【自】：このカードが手札からソウルに置かれた時、１枚引く。", "soul")
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"11.9.6.1", "11.9.6.1.1"} <= cited(r)
    assert "11.9.6.1.3" not in cited(r)


LEAVING = (
    LOCKING.replace("FUSE", "")
    .replace("呪縛する", "除外する")
    .replace(
        "vanguard: {name: ゾルガ, type: normal, grade: 3, power: 13000}",
        'vanguard: {name: ゾルガ, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：'
        'あなたのリアガードが(R)から離れた時、１枚引く。"}',
    )
    .replace(
        "    deck: 10\nactions", "    deck: [{name: 引いた札, type: normal, grade: 1}, 9]\nactions"
    )
)


def test_a_token_removed_is_erased_and_has_left_its_circle() -> None:
    """15.2.3.2 「疑似カードが除外される場合、その疑似カードは自身が現在ある領域で消去されます」,
    15.2.3.1 「疑似カードがある領域で消去された場合、その領域を離れたものとみなされます」: B's
    token rear-guard removed by A's effect has left the circle, and B's 「あなたのリアガードが(R)
    から離れた時」 draws; the same effect on B's ordinary rear-guard 甲 triggers it without 15.2.3.1."""
    body = LEAVING.replace("left_back: {name: 甲, type: normal, grade: 1, power: 8000}\n    ", "")
    r = _run(body)
    assert _zone(r, "B", "hand") == ["引いた札"]
    assert {"15.2.3.1", "15.2.3.2"} <= cited(r)
    plain = _run(
        LEAVING.replace(
            "left_front: {name: ユーバーメンシュ, type: token, grade: 0, power: 15000, race: 魔獣合成体}\n    ",
            "",
        )
    )
    assert _zone(plain, "B", "hand") == ["引いた札"]
    assert "15.2.3.1" not in cited(plain)


HEARTS = """\
game: vg
title: t
turn: {player: A, number: 7, phase: ride, step: stride, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000, text: "TEXT"}
    g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]
    hand: [{name: 捨て一, type: normal, grade: 1}, {name: 捨て二, type: normal, grade: 2}]
    deck: [{name: 引札一, grade: 1}, {name: 引札二, grade: 1}, {name: 引札三, grade: 1}, 7]
  B: {vanguard: {name: 騎士, grade: 3, power: 10000}, deck: 10}
actions:
  - {do: stride, card: 超越竜神, discard: [捨て一, 捨て二]}
  - {do: main_phase}
  - {do: attack, attacker: vanguard, target: vanguard}
"""


def test_a_hearts_cards_text_triggers_only_on_the_stride() -> None:
    """6.5.2.2.3 「ハーツ状態のカードは引き続きそのサークルに置かれ、パワーとカード名のみを保持
    します」: 覇竜, a hearts card under 超越竜神, has no 「あなたのヴァンガードがアタックした時」 of its
    own (the G unit's attack draws nothing but the drive check); 11.9.6.1.5 「他のユニットが超越
    したことを誘発条件とする自動能力…は、…ハーツ状態であってもユニットとしてのテキストを持つ
    ものとして扱います」: its 「Ｇユニットが【超越】した時」 draws."""
    attack = "【自】【(V)】：あなたのヴァンガードがアタックした時、１枚引く。"
    r = resolve(loads(HEARTS.replace("TEXT", attack), "t.yaml"))
    assert _zone(r, "A", "hand") == ["引札一"]  # the drive check only
    stride = "【自】【(V)】：あなたのターンにあなたのＧユニットが【超越】した時、１枚引く。"
    s = resolve(loads(HEARTS.replace("TEXT", stride), "t.yaml"))
    assert sorted(_zone(s, "A", "hand")) == ["引札一", "引札二"]
    assert "11.9.6.1.5" in cited(s)


ENTERING = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000, text: "BOOST【自】【(V)】：パワー13000以上のあなたのリアガードが登場した時、１枚引く。"}
    hand: [{name: 新兵, type: normal, grade: 1, power: 10000}]
    deck: [{name: 引いた札, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 10000}
    deck: 10
actions:
  - {do: call, card: 新兵, circle: left_front}
"""


def test_a_trigger_on_entering_reads_the_value_the_zone_gives() -> None:
    """11.11.6 「特定の領域におけるカードの情報を変更する…継続効果は、該当するカードがその領域に
    入ると同時にその情報に適用されます」, 11.11.7 「特定の情報を持つカードが領域に入ることを条件と
    する自動能力は、その領域に適用されている継続効果を適用した後の情報を参照します」: 新兵
    (10000) called where 覇竜's +5000 applies is a 15000 rear-guard as it appears: A draws; without
    the +5000 it is not."""
    boost = "【永】【(V)】：あなたのリアガードすべてのパワー＋5000。\\n"
    r = _run(ENTERING.replace("BOOST", boost))
    assert _zone(r, "A", "hand") == ["引いた札"]
    assert {"11.11.6", "11.11.7"} <= cited(r)
    plain = _run(ENTERING.replace("BOOST", ""))
    assert _zone(plain, "A", "hand") == []
