"""Vanguard ability headers one construction at a time (issue 12): the trigger, the conditions,
the cost and the labels of an ability, each read apart from the step it governs — a minimal
ability text, what it does on a board, and a counterpart that must not do it."""

from __future__ import annotations

from tests.ruling.boards import vg_one_card as _me
from tests.ruling.boards import vg_run
from tests.ruling.test_vg_constructions import ATTACK, run, unsupported, value, zone

CALL = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: CIRCLE}]}"


# ------------------------------------------------------------------ trigger events


def test_a_unit_called_6_2_1_2() -> None:
    """「このユニットがコールされた時」 (6.2.1.2: a unit put on a rear-guard or guardian circle is
    called): a normal call triggers it; 「(G)にコールされた時」 does not on a call to (R)."""
    text = "【自】：このユニットがコールされた時、１枚引く。"
    r = run("", actions=CALL.replace("CIRCLE", "left_back"), hand=_me(text))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert "6.2.1.2" in r.decided_by
    guard = _me(text.replace("このユニットが", "このユニットが(G)に"))
    r2 = run("", actions=CALL.replace("CIRCLE", "left_back"), hand=guard)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_a_unit_of_a_description_called_in_history() -> None:
    """「このターンにあなたのユニットがコールされているなら」: the event read back from the turn's
    record, as any trigger event is (the history reads what the trigger reads)."""
    text = "【起】【(V)】：このターンにあなたのユニットがコールされているなら、１枚引く。"
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    act = (
        "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back},"
        " {do: activate, card: 竜}]}"
    )
    r = run("", actions=act, vanguard=van, hand=_me(""))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    none = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    r2 = run("", actions=none, vanguard=van, hand=_me(""))
    assert not unsupported(r2) and zone(r2, "A", "hand") == ["新兵"]


def test_a_unit_rested_7_2_1() -> None:
    """「このユニットが【レスト】した時」 (7.2.1: it became rested — here by attacking): the
    attacker's ability triggers; a unit that does not attack stays as it was."""
    text = "【自】：このユニットが【レスト】した時、１枚引く。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and "山1" in zone(r, "A", "hand")
    assert "7.2.1" in r.decided_by
    r2 = run(text, actions="  - {do: main_phase, actions: []}")
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_a_unit_removed_7_19_1() -> None:
    """「このユニットが除外された時」 (7.19.1: removed from the game), read as the unit was on its
    circle (11.9.6.1.2): an effect removing it triggers it; one retiring it does not."""
    text = "【自】：このユニットが除外された時、１枚引く。"
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    pick = "choices:\n  - {player: A, choose: 剣士}"
    van = '{name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】：あなたのリアガードを１枚選び、VERB。"}'
    r = run(text, actions=act, vanguard=van.replace("VERB", "除外する"), choices=pick)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert "7.19.1" in r.decided_by
    r2 = run(text, actions=act, vanguard=van.replace("VERB", "退却させる"), choices=pick)
    assert not unsupported(r2) and zone(r2, "A", "hand") == [] and zone(r2, "A", "drop") == ["剣士"]


# ------------------------------------------------------------------ conditions joined


ACT_AFTER_CALL = (
    "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back},"
    " {do: activate, card: ACTOR}]}"
)
ACT_ONLY = "  - {do: main_phase, actions: [{do: activate, card: ACTOR}]}"


def test_a_progressive_joined_by_te_11_2_3() -> None:
    """「このターンに、このユニットが(R)に登場していて、あなたのユニットがバインドされていないなら」:
    「…していて、」 is the progressive 「…している」 joining the next condition (both must hold),
    the time set off by a comma being each one's."""
    text = (
        "【起】【(R)】：このターンに、このユニットが(R)に登場していて、"
        "あなたのユニットがバインドされていないなら、１枚引く。"
    )
    me = _me(text)
    r = run("", actions=ACT_AFTER_CALL.replace("ACTOR", "新兵"), hand=me)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    # on its circle since before the scenario: not appeared this turn as far as it says
    r2 = run(text, actions=ACT_ONLY.replace("ACTOR", "剣士"))
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_conditions_joined_by_de_beside_alternatives() -> None:
    """「XがAで、このターンに、Bしているか、Cしているなら」: X must be A, and one of B and C must
    have happened this turn (で joins more loosely than か; the time after the comma is each
    alternative's)."""
    text = (
        "【起】【(V)】：あなたのヴァンガードがグレード３以上で、このターンに、"
        "あなたのユニットがコールされているか、あなたがライドしているなら、１枚引く。"
    )
    van = f'{{name: 竜, type: normal, grade: GRADE, power: 13000, text: "{text}"}}'
    r = run(
        "",
        actions=ACT_AFTER_CALL.replace("ACTOR", "竜"),
        vanguard=van.replace("GRADE", "3"),
        hand=_me(""),
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    r2 = run(
        "",
        actions=ACT_AFTER_CALL.replace("ACTOR", "竜"),
        vanguard=van.replace("GRADE", "2"),
        hand=_me(""),
    )
    assert not unsupported(r2) and zone(r2, "A", "hand") == []
    r3 = run(
        "",
        actions=ACT_ONLY.replace("ACTOR", "竜"),
        vanguard=van.replace("GRADE", "3"),
        hand=_me(""),
    )
    assert not unsupported(r3) and zone(r3, "A", "hand") == ["新兵"]


# ------------------------------------------------------------------ components recombined

# Each part of a header read apart from the others: any trigger with any condition and any
# cost compiles when each does, and on one board does what each says — the trigger fires on
# the attack, the condition is read on the board (true or false as the table says), the cost is
# asked and paid only when the condition holds, and the draw after it is made only then.
TRIGGERS = (
    "このユニットがアタックした時",
    "このユニットが【レスト】した時",
    "このユニットがアタックかブーストした時",
)
CONDITIONS = {
    "あなたのダメージゾーンが２枚以上": True,
    "あなたのダメージゾーンが３枚以上": False,
    "あなたのソウルが１枚以上で、相手のヴァンガードがグレード３以上": True,
    "あなたのソウルが２枚以上か、相手のヴァンガードがグレード２以下": False,
    "相手のヴァンガードがグレード３以上で、このターンに、あなたがライドしているか、"
    "あなたのユニットがコールされている": False,
    "このターンに、あなたのユニットがバインドされていなくて、あなたのヴァンガードがグレード３": True,
}
COSTS = {
    "【カウンターブラスト】(1)": lambda fin: not fin.players["A"].zones["damage"][0].face_up,
    "【ソウルブラスト】(1)": lambda fin: not fin.players["A"].zones["soul"],
    "手札から１枚捨てる": lambda fin: "手" not in [c.name for c in fin.players["A"].zones["hand"]],
}


PAY = "choices:\n  - {player: A, at: cost, choose: yes}"


def test_header_components_recombined() -> None:
    board = {
        "damage": "[{name: 傷1, type: normal}, {name: 傷2, type: normal}]",
        "hand": "[{name: 手, type: normal, grade: 1}]",
        "extra": "soul: [{name: 魂, type: normal, grade: 1}]",
    }
    for i, (cond, holds) in enumerate(CONDITIONS.items()):
        for j, (cost, paid) in enumerate(COSTS.items()):
            trig = TRIGGERS[(i + j) % len(TRIGGERS)]
            text = f"【自】【(R)】：{trig}、{cond}なら、【コスト】[{cost}]することで、１枚引く。"
            r = run(text, actions=ATTACK, choices=PAY, **board)
            fin = r.main.final
            assert not unsupported(r), text
            assert ("山1" in zone(r, "A", "hand")) is holds, text
            assert paid(fin) is holds, text


# ------------------------------------------------------------------ the trigger's event said again


def test_the_attack_said_again_10_4_1_6() -> None:
    """「このユニットがアタックした時、…。ヴァンガードにアタックしたなら、１枚引く」: the condition
    says the trigger's event again, of the unit it attacked (10.4.1.6): against the vanguard it
    holds, against a rear-guard it does not."""
    text = "【自】【(R)】：このユニットがアタックした時、ヴァンガードにアタックしたなら、１枚引く。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    rear = "  - {do: attack, attacker: left_front, target: right_front}"
    r2 = run(text, actions=rear)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_the_boost_said_again_10_4_1_12() -> None:
    """「このユニットがブーストした時、「剣」を含むユニットをブーストしたなら」: of the unit it
    boosted (10.4.1.12); boosting one of another name, it does not hold."""
    text = "【自】【(R)】：このユニットがブーストした時、「NAME」を含むユニットをブーストしたなら、１枚引く。"
    booster = '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "TEXT"}'
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    yes = booster.replace("TEXT", text.replace("NAME", "剣"))
    r = run("", actions=boost, extra="left_back: " + yes)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    no = booster.replace("TEXT", text.replace("NAME", "槍"))
    r2 = run("", actions=boost, extra="left_back: " + no)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_a_unit_moved_7_34_1() -> None:
    """「このユニットが移動した時」 (7.34.1: put on another circle of the field): its own move to an
    empty rear-guard circle triggers it; a call is no move (7.34.2)."""
    when = "【自】：このユニットが移動した時、１枚引く。"
    text = "【起】【(R)】：このユニットをユニットのいない(R)に移動させる。\\n" + when
    pick = "choices:\n  - {player: A, at: circle, choose: center_back}"
    r = run(
        text, actions="  - {do: main_phase, actions: [{do: activate, card: 剣士}]}", choices=pick
    )
    assert not unsupported(r) and zone(r, "A", "field.center_back") == ["剣士"]
    assert zone(r, "A", "hand") == ["山1"] and "7.34.1" in r.decided_by
    r2 = run("", actions=CALL.replace("CIRCLE", "left_back"), hand=_me(when))
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_a_time_or_a_means_before_a_filter_of_the_subject() -> None:
    """「相手のターンにこのユニットと同じ縦列の…」 / 「あなたのカードの効果で「X」を含む…が退却した
    時」: the grammar hangs the time or the means on the filter before the subject; it is the
    event's (during the opponent's turn the call does not trigger it; a retire by one's own
    card's effect does)."""
    col = (
        "【自】【(R)】：TURNにこのユニットと同じ縦列のあなたのユニットが(R)に登場した時、１枚引く。"
    )
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back}]}"
    for turn, drew in (("あなたのターン", ["山1"]), ("相手のターン", [])):
        r = run(col.replace("TURN", turn), actions=call, hand=_me(""))
        assert not unsupported(r) and zone(r, "A", "hand") == drew, turn
    means = "【自】【(V)】：WHOSEカードの効果で「剣」を含むあなたのユニットが退却した時、１枚引く。"
    van = '{name: 竜, type: normal, grade: 3, power: 13000, text: "TEXT"}'
    retire = "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    for whose, drew in (("あなたの", ["山1"]), ("相手の", [])):
        v = van.replace("TEXT", retire + "\\n" + means.replace("WHOSE", whose))
        r = run("", actions=act, vanguard=v, choices="choices:\n  - {player: A, choose: 剣士}")
        assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"], whose
        assert zone(r, "A", "hand") == drew, whose


def test_one_of_two_conditions_the_second_a_verbs() -> None:
    """「あなたのダメージゾーンが３枚以上か、あなたのヴァンガードが【レスト】しているなら」: either (the
    grammar splits 「Aか、Y」 where Y is the subject of the verb after it): with one damage and a
    standing vanguard neither holds; with three damage the first does, with the vanguard rested
    the second does."""
    text = (
        "【起】【(R)】：あなたのダメージゾーンが３枚以上か、"
        "あなたのヴァンガードが【レスト】しているなら、１枚引く。"
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    one = "[{name: 傷1, type: normal}]"
    three = "[{name: 傷1, type: normal}, {name: 傷2, type: normal}, {name: 傷3, type: normal}]"
    rested = "{name: 竜, type: normal, grade: 3, power: 13000, state: rest}"
    for damage, vanguard, drew in (
        (one, None, []),
        (three, None, ["山1"]),
        (one, rested, ["山1"]),
    ):
        kw = {"vanguard": vanguard} if vanguard else {}
        r = run(text, actions=act, damage=damage, **kw)
        assert not unsupported(r) and zone(r, "A", "hand") == drew, (damage, vanguard)


PERSONA = """\
players:
  A:
    vanguard: {name: 蒼炎の剣聖, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
    left_front: {name: 強襲兵, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand:
      - {name: RIDER, type: normal, grade: 3, power: 13000, skills: [persona_ride]}
    soul: 3
    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 18]
  B: {vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}, deck: 20}
actions:
  - {do: ride_phase, card: RIDER}
"""


def test_a_persona_ride_trigger_7_15_1_4_3() -> None:
    """「あなたがペルソナライドした時」 (7.15.1.4.3: the fighter persona rode): a ride of a card of
    the vanguard's name persona rides (its draw, then this one); a ride of another name does not
    persona ride, nor trigger it."""
    from tests.ruling.boards import vg_run, zone_names

    text = "【自】【(R)】：あなたがペルソナライドした時、１枚引く。"
    body = PERSONA.replace("TEXT", text)
    r = vg_run(body.replace("RIDER", "蒼炎の剣聖"), phase="ride")
    assert sorted(zone_names(r, "A", "hand")) == ["一", "二"] and "7.15.1.4.3" in r.decided_by
    r2 = vg_run(body.replace("RIDER", "別の竜"), phase="ride")
    assert zone_names(r2, "A", "hand") == []


def test_a_count_left_unsaid_before_de() -> None:
    """「あなたのリアガードが３枚以上なら、…。４枚以上で、このターンにあなたがペルソナライドしている
    なら」: the count opening conditions joined by で counts what the count before it counted
    (both must hold)."""
    text = (
        "【起】【(R)】：あなたのリアガードが１枚以上なら、１枚引く。"
        "２枚以上で、このターンにあなたがペルソナライドしていないなら、１枚引く。"
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    r = run(text, actions=act)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    back = "left_back: {name: 後兵, type: normal, grade: 1}"
    r2 = run(text, actions=act, extra=back)
    assert not unsupported(r2) and sorted(zone(r2, "A", "hand")) == ["山1", "山2"]


def test_a_described_value_after_another_condition() -> None:
    """「あなたのソウルが１枚以上で、あなたのヴァンガードが「竜」を含むグレード３以上なら」 and
    「あなたのソウルが２枚以上か、あなたのヴァンガードが「竜」を含むグレード３以上なら」: the grammar
    folds the conditions into the relative clause before 「グレード３以上」; the last one is
    「あなたのヴァンガードが「竜」を含むグレード３以上」, the other joined by で (both) or か (either)."""
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    for joined, vanguard, drew in (
        ("１枚以上で", "竜王", ["山1"]),
        ("１枚以上で", "騎士王", []),
        ("２枚以上か", "竜王", ["山1"]),
        ("２枚以上か", "騎士王", []),
        ("１枚以上か", "騎士王", ["山1"]),
    ):
        text = (
            f"【起】【(R)】：あなたのソウルが{joined}、"
            "あなたのヴァンガードが「竜」を含むグレード３以上なら、１枚引く。"
        )
        van = f"{{name: {vanguard}, type: normal, grade: 3, power: 13000}}"
        r = run(text, actions=act, vanguard=van, extra=soul)
        assert not unsupported(r) and zone(r, "A", "hand") == drew, (joined, vanguard)


def test_a_place_in_this_units_column_after_another_condition() -> None:
    """「あなたのソウルが１枚以上で、このユニットと同じ縦列にあなたのリアガードがいるなら」: the
    grammar folds the first condition into the relative clause 「…このユニットと同じ」 on 「縦列」;
    both must hold (4.9.1.2: the column of this unit, here the vanguard's)."""
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    text = (
        "【起】【(V)】：あなたのソウルがN枚以上で、"
        "このユニットと同じ縦列にあなたのリアガードがいるなら、１枚引く。"
    )
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    back = "\n    center_back: {name: 後兵, type: normal, grade: 1}"
    for n, extra, drew in (
        ("１", soul + back, ["山1"]),
        ("２", soul + back, []),
        ("１", soul, []),
    ):
        r = run("", actions=act, vanguard=van.replace("N", n), extra=extra)
        assert not unsupported(r) and zone(r, "A", "hand") == drew, (n, extra)


def test_the_drive_check_of_a_unit_10_6_1_2() -> None:
    """「このユニットのドライブチェックでグレード３が出た時」 / 「あなたのヴァンガードのドライブチェック
    で…」: the check made for that unit's attack (10.6.1.2) — the vanguard's own ability and a
    rear-guard's naming the vanguard trigger on the vanguard's check; a rear-guard's 「このユニット
    の」 does not."""
    deck = "[{name: 重, type: normal, grade: 3}, {name: 山2, type: normal, grade: 2}, 8]"
    attack = "  - {do: attack, attacker: vanguard, target: vanguard}"
    mine = "【自】【(V)】：このユニットのドライブチェックでグレード３が出た時、１枚引く。"
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{mine}"}}'
    r = run("", actions=attack, vanguard=van, deck=deck)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    for text, drew in (
        (
            "【自】【(R)】：あなたのヴァンガードのドライブチェックでグレード３が出た時、１枚引く。",
            True,
        ),
        ("【自】【(R)】：このユニットのドライブチェックでグレード３が出た時、１枚引く。", False),
    ):
        r2 = run(text, actions=attack, deck=deck)
        assert not unsupported(r2) and ("山2" in zone(r2, "A", "hand")) is drew, text


def test_a_time_and_a_subject_before_a_described_means() -> None:
    """「このターンにあなたのユニットが、「竜」を含むあなたのヴァンガードの能力で登場しているなら」:
    the grammar folds the time and the subject into the relative clause describing the means; they
    are the clause's (the event read back from the turn's record)."""
    cond = (
        "【起】【(R)】：このターンにあなたのユニットが、「竜」を含むあなたのヴァンガードの能力で"
        "登場しているなら、１枚引く。"
    )
    call = "【起】【(V)】：あなたのドロップから１枚選び、(R)にコールする。"
    act = "  - {do: main_phase, actions: [{do: activate, card: VAN}, {do: activate, card: 剣士}]}"
    drop = "[{name: 骨兵, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, choose: 骨兵}\n  - {player: A, at: circle, choose: left_back}"
    for name, drew in (("竜王", ["山1"]), ("騎士王", [])):
        van = f'{{name: {name}, type: normal, grade: 3, power: 13000, text: "{call}"}}'
        r = run(cond, actions=act.replace("VAN", name), vanguard=van, drop=drop, choices=pick)
        assert not unsupported(r) and zone(r, "A", "field.left_back") == ["骨兵"], name
        assert zone(r, "A", "hand") == drew, name


def test_a_place_in_this_units_column_as_one_of_two() -> None:
    """「このユニットと同じ縦列にあなたのリアガードがいるか、あなたのソウルが１枚以上なら」 and
    「あなたのヴァンガードが「竜」を含むか、このユニットと同じ縦列にあなたのリアガードがいるなら」:
    either (the relative 「このユニットと同じ」 belongs to the 縦列 of its alternative, 4.9.1.2)."""
    act = "  - {do: main_phase, actions: [{do: activate, card: VAN}]}"
    back = "center_back: {name: 後兵, type: normal, grade: 1}"
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    for cond, other in (
        (
            "このユニットと同じ縦列にあなたのリアガードがいるか、あなたのソウルが１枚以上",
            ("騎士王", soul),
        ),
        (
            "あなたのヴァンガードが「竜」を含むか、このユニットと同じ縦列にあなたのリアガードがいる",
            ("竜王", ""),
        ),
    ):
        text = f"【起】【(V)】：{cond}なら、１枚引く。"
        for name, extra, drew in (
            ("騎士王", back, ["山1"]),  # the column alternative
            ("騎士王", "", []),  # neither
            (*other, ["山1"]),  # the other alternative
        ):
            van = f'{{name: {name}, type: normal, grade: 3, power: 13000, text: "{text}"}}'
            r = run("", actions=act.replace("VAN", name), vanguard=van, extra=extra)
            assert not unsupported(r) and zone(r, "A", "hand") == drew, (cond, name, extra)


def test_a_ride_from_a_described_vanguard_6_3_4() -> None:
    """「あなたがグレード３からライドした時」: 「…から」 names the vanguard ridden upon (6.3.4), not a
    place — a ride upon the grade-3 vanguard triggers it, 「グレード２から」 does not."""
    from tests.ruling.boards import vg_run, zone_names

    for grade, drew in (("３", ["一"]), ("２", [])):
        text = f"【自】【(R)】：あなたがグレード{grade}からライドした時、１枚引く。"
        body = PERSONA.replace("TEXT", text).replace("RIDER", "別の竜")
        r = vg_run(body, phase="ride")
        assert zone_names(r, "A", "hand") == drew, grade
        assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_a_description_whose_subject_is_left_unsaid_11_2_3() -> None:
    """「あなたの手札から１枚選び、グレード１以下のユニットカードなら(R)にコールし、違うなら捨てる」:
    the description with no subject is of the card just chosen (11.2.3: the requirement reads the
    step before) — a grade-1 unit is called, a grade-3 one discarded; with no step before to name
    the cards, such a condition is refused."""
    import pytest

    from grammar.parse import parse_card
    from ruling.abilities import Unsupported
    from ruling.games._vg.cardtext import compile_ability

    text = "【起】【(V)】：あなたの手札から１枚選び、グレード１以下のユニットカードなら(R)にコールし、違うなら捨てる。"
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    pick = "choices:\n  - {player: A, choose: 新兵}\n  - {player: A, at: circle, choose: left_back}"
    for grade, placed in (("1", "field.left_back"), ("3", "drop")):
        hand = f"[{{name: 新兵, type: normal, grade: {grade}}}]"
        r = run(
            "",
            actions=act,
            vanguard=van,
            hand=hand,
            choices=pick if grade == "1" else pick.split("\n  - {player: A, at")[0],
        )
        assert not unsupported(r) and zone(r, "A", placed) == ["新兵"], grade
    alone = parse_card("【永】【(V)】：グレード３以上なら、このユニットのパワー＋5000。", "vg").card
    assert alone is not None
    with pytest.raises(Unsupported):
        compile_ability(alone.abilities[0])


# ------------------------------------------------------------------ 「…アタックする際」 (10.4.1.8)


def _battle_board(text: str, target: str) -> str:
    """A's 剣士 (20000, ``text``) attacks ``target``; B has a vanguard, a front rear-guard on
    the left with one behind it, and one on the right front."""
    return f"""players:
  A:
    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 剣士, type: normal, grade: 2, power: 20000, text: "{text}"}}
    deck: 10
  B:
    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 前衛, type: normal, grade: 2, power: 9000}}
    left_back: {{name: 後衛, type: normal, grade: 1, power: 8000}}
    right_front: {{name: 槍兵, type: normal, grade: 2, power: 9000}}
    deck: 10
actions:
  - {{do: attack, attacker: left_front, target: {target}}}
"""


def test_battle_every_front_row_unit_10_4_1_8() -> None:
    """【永】「このユニットがアタックする際、相手の前列のユニットすべてとバトルする」: once the
    target is set, every front-row unit of the opponent is attacked too (10.4.1.8, 10.4.1.9.3);
    each hit rear-guard is retired, the one behind stays. Without the ability only the vanguard
    is attacked."""
    text = "【永】【(R)】：このユニットがアタックする際、相手の前列のユニットすべてとバトルする。"
    r = vg_run(_battle_board(text, "vanguard"), phase="battle")
    assert not unsupported(r)
    assert sorted(zone(r, "B", "drop")) == ["前衛", "槍兵"] and zone(r, "B", "field.left_back") == [
        "後衛"
    ]
    assert {"10.4.1.8", "10.4.1.9.3"} <= set(r.decided_by)
    r2 = vg_run(_battle_board("", "vanguard"), phase="battle")
    assert zone(r2, "B", "drop") == [] and zone(r2, "B", "field.left_front") == ["前衛"]


def test_battle_the_attacked_units_column_10_4_1_8() -> None:
    """「このユニットがリアガードにアタックする際、そのユニットと同じ縦列の相手のリアガードすべて
    とバトルする」: 「そのユニット」 is the unit attacked; attacking a rear-guard, the rear-guard
    behind it is attacked too; attacking the vanguard, the goal 「リアガードに」 is not met and
    nothing is added (its column's rear-guard stays)."""
    text = (
        "【永】【(R)】：このユニットがリアガードにアタックする際、"
        "そのユニットと同じ縦列の相手のリアガードすべてとバトルする。"
    )
    r = vg_run(_battle_board(text, "B.left_front"), phase="battle")
    assert not unsupported(r)
    assert sorted(zone(r, "B", "drop")) == ["前衛", "後衛"] and zone(
        r, "B", "field.right_front"
    ) == ["槍兵"]
    assert "10.4.1.8" in r.decided_by
    r2 = vg_run(_battle_board(text, "B.right_front"), phase="battle")
    assert zone(r2, "B", "drop") == ["槍兵"] and zone(r2, "B", "field.left_back") == ["後衛"]
    r3 = vg_run(_battle_board(text, "vanguard"), phase="battle")
    assert not unsupported(r3) and zone(r3, "B", "drop") == []
    assert zone(r3, "B", "field.left_front") == ["前衛"]


# ------------------------------------------------------------------ keyword actions as events


def test_d_legion_done_this_turn_6_4_1() -> None:
    """「このターンに【D-双闘】したなら」: する with a keyword action is that action's event
    (``Vocab.keyword_acts``), read back from the turn's record like any event: after a
    D-legion (6.4.1, 6.4.1.3.2) it holds; after a plain legion or none, it does not."""
    text = "【起】【(V)】：このターンに【D-双闘】したなら、１枚引く。"
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    mate = "deck: [{name: 相棒, type: normal, grade: 3, power: 13000}, 9]"
    act = "  - {do: main_phase, actions: [{do: legion, card: 相棒DFLAG}, {do: activate, card: 竜}]}"
    r = run("", actions=act.replace("DFLAG", ", d: true"), vanguard=van, deck=mate[6:])
    assert not unsupported(r) and "山1" not in zone(r, "A", "hand")
    drawn = zone(r, "A", "hand")
    assert len(drawn) == 1, drawn
    assert "6.4.1" in r.decided_by
    r2 = run("", actions=act.replace("DFLAG", ""), vanguard=van, deck=mate[6:])
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_counter_charge_not_done_this_turn_7_26_2() -> None:
    """「このターンにあなたが【カウンターチャージ】していないなら」: the counter charge (7.26.2)
    as an event of the turn; after one, the condition fails."""
    text = "【起】【(V)】：このターンにあなたが【カウンターチャージ】していないなら、１枚引く。"
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    dmg = "[{name: 傷, type: normal, face: down}]"
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    r = run("", actions=act, vanguard=van, damage=dmg)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    charged = (
        "  - {do: main_phase, actions: [{do: counter_charge, amount: 1, cards: [傷]},"
        " {do: activate, card: 竜}]}"
    )
    r2 = run("", actions=charged, vanguard=van, damage=dmg)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []
    assert "7.26.2" in r2.decided_by


def test_battle_on_attack_beside_a_history_condition() -> None:
    """「このターンに【カウンターチャージ】したなら、このユニットがアタックする際、…とバトルする」: two
    conditions on one step — the 「…する際」 is the battle's, the other the ability's."""
    text = "【永】【(R)】：このターンに【カウンターチャージ】したなら、このユニットがアタックする際、相手の前列のユニットすべてとバトルする。"
    r = vg_run(_battle_board(text, "vanguard"), phase="battle")
    assert not unsupported(r) and zone(r, "B", "drop") == []
    charged = _battle_board(text, "vanguard").replace(
        "    deck: 10\n  B:",
        "    deck: 10\n    damage: [{name: 傷, type: normal, face: down}]\n  B:",
    )
    charged = charged.replace(
        "actions:\n", "actions:\n  - {do: main_phase, actions: [{do: counter_charge, amount: 1}]}\n"
    )
    r2 = vg_run(charged)
    assert not unsupported(r2) and sorted(zone(r2, "B", "drop")) == ["前衛", "槍兵"]


def test_drive_check_made_10_6_1_2() -> None:
    """「このユニットがドライブチェックした時」: the drive unit made a drive check (10.6.1.2,
    10.6.1.2.1) — the vanguard's attack checks once and it draws; a rear-guard's attack makes
    no check and it does not trigger. As a history condition (「このターンにあなたがドライブ
    チェックしていないなら」) it reads the same event."""
    text = "【自】【(V)】：このユニットがドライブチェックした時、１枚引く。"
    van = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    by_van = "  - {do: attack, attacker: vanguard, target: vanguard}"
    r = run("", actions=by_van, vanguard=van)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山1", "山2"]
    assert "10.6.1.2" in r.decided_by
    r2 = run("", actions=ATTACK, vanguard=van)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []
    hist = "【起】【(R)】：このターンにあなたがドライブチェックしていないなら、１枚引く。"
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    r3 = run(hist, actions=act)
    assert not unsupported(r3) and zone(r3, "A", "hand") == ["山1"]


def test_a_card_revealed_7_10_1() -> None:
    """「このカードが公開された時」 (7.10.1: shown to every fighter, it stays where it is): revealed
    from the hand for a cost, it triggers; another card revealed, it does not."""
    me = (
        '{name: 新兵, type: normal, grade: 1, text: "【自】：このカードが公開された時、１枚引く。"}'
    )
    van = (
        "{name: 竜, type: normal, grade: 3, power: 13000,"
        ' text: "【起】【(V)】：【コスト】[手札から１枚公開する]ことで、１枚引く。"}'
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    hand = f"[{me}, {{name: 兵, type: normal, grade: 1}}]"
    r = run(
        "", actions=act, vanguard=van, hand=hand, choices="choices:\n  - {player: A, choose: 新兵}"
    )
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["兵", "山1", "山2", "新兵"]
    assert "7.10.1" in r.decided_by
    r2 = run(
        "", actions=act, vanguard=van, hand=hand, choices="choices:\n  - {player: A, choose: 兵}"
    )
    assert not unsupported(r2) and sorted(zone(r2, "A", "hand")) == ["兵", "山1", "新兵"]


def test_alternatives_split_inside_a_subject() -> None:
    """「このユニットのパワーが相手のヴァンガードのパワー以上か、あなたのソウルが３枚以上なら」:
    the grammar reads the first predicate, 「か、」 and the second subject as one noun phrase
    (``conditions._alternatives_in_subject``); either alternative is enough, neither fails."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このユニットのパワーが相手のヴァンガードの"
        "パワー以上か、あなたのソウルが３枚以上なら、１枚引く。"
    )
    soul = "soul: [{name: 魂1, type: normal}, {name: 魂2, type: normal}, {name: 魂3, type: normal}]"
    weak = "{name: 騎士, grade: 3, power: 9000}"
    r = run(text, actions=ATTACK)  # 10000 against 13000, no soul
    assert not unsupported(r) and "山1" not in zone(r, "A", "hand")
    r2 = run(text, actions=ATTACK, extra=soul)
    assert not unsupported(r2) and "山1" in zone(r2, "A", "hand")
    r3 = run(text, actions=ATTACK, opponent=weak)
    assert not unsupported(r3) and "山1" in zone(r3, "A", "hand")


def test_the_gauge_zone_label_11_4_4() -> None:
    """【自】【ゲージゾーン】: the ability works in the gauge zone only (11.4.4, 4.15): put there as
    a unit's gauge, it triggers at the start of the battle phase; left in the hand, it does not."""
    card = '{name: 刻印, type: normal, grade: 1, text: "【自】【ゲージゾーン】：あなたのバトルフェイズ開始時、１枚引く。"}'
    body = f"""players:
  A:
    vanguard: {{name: 覇竜, type: normal, grade: 3, power: 13000}}
    left_front: {{name: 時計竜, type: normal, grade: 2, power: 10000}}
    hand: [{card}]
    deck: [{{name: 山1, type: normal}}, 9]
  B: {{vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
GAUGE  - {{do: attack, attacker: left_front, target: vanguard}}
"""
    r = vg_run(body.replace("GAUGE", "  - {do: gauge, card: 刻印, of: 時計竜}\n"))
    assert (
        not unsupported(r) and zone(r, "A", "hand") == ["山1"] and zone(r, "A", "gauge") == ["刻印"]
    )
    assert "11.4.4" in r.decided_by
    r2 = vg_run(body.replace("GAUGE", ""))
    assert not unsupported(r2) and zone(r2, "A", "hand") == ["刻印"]


def test_a_clan_alone_2_5() -> None:
    """「クランが《なるかみ》のみのあなたのヴァンガードがいるなら」: a vanguard whose clan is
    《なるかみ》 and no other (read as 「《なるかみ》のみに属する」); one of two clans does not."""
    text = "【永】【(R)】：クランが《なるかみ》のみのあなたのヴァンガードがいるなら、このユニットのパワー＋5000。"
    van = "{name: 竜, type: normal, grade: 3, power: 13000, traits: CLAN}"
    r = run(text, vanguard=van.replace("CLAN", "[なるかみ]"))
    assert not unsupported(r) and value(r, "power") == 15000
    r2 = run(text, vanguard=van.replace("CLAN", "[なるかみ, かげろう]"))
    assert not unsupported(r2) and value(r2, "power") == 10000
    r3 = run(text, vanguard=van.replace("CLAN", "[かげろう]"))
    assert not unsupported(r3) and value(r3, "power") == 10000


def test_a_card_turned_face_up_7_3_1() -> None:
    """「このカードが表になった時」 (7.3.1): a damage card turned face up by a counter charge
    triggers its 【ダメージゾーン】 ability; another card turned up, it does not."""
    me = '{name: 傷, type: normal, face: down, text: "【自】【ダメージゾーン】：このカードが表になった時、１枚引く。"}'
    dmg = f"[{me}, {{name: 傷2, type: normal, face: down}}]"
    act = "  - {do: main_phase, actions: [{do: counter_charge, amount: 1, cards: [CARD]}]}"
    r = run("", actions=act.replace("CARD", "傷"), damage=dmg)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert "7.3.1" in r.decided_by
    r2 = run("", actions=act.replace("CARD", "傷2"), damage=dmg)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []
