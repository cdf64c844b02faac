"""Victory Spark: constructions and rules read on the round-12 development entries, each on a
minimal case of its own (round 13, issue 14)."""

from __future__ import annotations

from tests.ruling.boards import vs_ruling

ATTACK = "{player: A, number: 7, phase: attack, first_player: A}"
SUPPORT = "  - {do: attack, support: 春香}"
BENCH = "bench: {left: {name: 春香, ap: 1000, dp: 1000}}"


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = ATTACK, extra: str = ""):
    return vs_ruling(a, b, actions, ask, turn, extra)


def test_the_opponent_draws_when_the_text_names_the_opponent() -> None:
    """4.10.3 「指定されたプレイヤーは」: 「相手は2枚引く」 is drawn by the master's opponent, not
    by the master."""
    text = '"[リング]このカードがアタックした時、相手は2枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 1000, dp: 2000, text: {text}}}, {BENCH}}}"
    b = "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(a, b, SUPPORT, "[A.hand, B.hand]")
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 2}
    assert {"4.10.3", "8.1.1.2"} <= set(r.decided_by)


def test_a_ring_card_retired_triggers_the_ring_retired_techniques_of_both_sides() -> None:
    """8.6.6: 「（あなた|相手）のリングのカードがリタイヤ置場に置かれた時」 reads from where to where a
    card moved: B's ring card beaten (7.1.5.4) triggers A's 「相手の…」 and B's 「あなたの…」; a
    ring card that goes elsewhere (a bench card to the waiting room, 9.4) triggers neither."""
    mine = '"[リング]相手のリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    yours = '"[ベンチ]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 3000, dp: 3000, text: {mine}}}, {BENCH}}}"
    b = (
        "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 2000},"
        f" bench: {{left: {{name: 亜美, ap: 1000, dp: 1000, text: {yours}}}}}}}"
    )
    r = _ruling(a, b, SUPPORT, "[A.hand, B.hand, 美希.zone]")
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 1, "美希.zone": "B.retire"}
    assert "8.6.6" in r.decided_by
    # 美希 survives (defence 5000): nothing left the ring, nothing triggers
    r = _ruling(a, b.replace("dp: 2000", "dp: 5000"), SUPPORT, "[A.hand, B.hand, 美希.zone]")
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0, "美希.zone": "B.ring"}


def test_a_ring_card_reads_the_ring_it_left_for_its_own_ring_retired_technique() -> None:
    """8.1.1.2.1 / 8.6.6: a [リング] technique 「あなたのリングのカードがリタイヤ置場に置かれた時」 on
    the card that was retired is read in the ring it left, and triggers."""
    own = '"[リング]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 3000, dp: 3000}}, {BENCH}}}"
    b = f"{{deck: 9, hand: 0, ring: {{name: 美希, ap: 1000, dp: 2000, text: {own}}}}}"
    r = _ruling(a, b, SUPPORT, "[B.hand, 美希.zone]")
    assert r.outcome["state"] == {"B.hand": 1, "美希.zone": "B.retire"}


def test_tenth_retire_card_with_a_hand_technique_triggered_parts_the_readings() -> None:
    """9.2.2 「誘発している自動能力が無い場合」 against 1.2.2.1 「解決領域に能力が無い場合」: a
    [手札] technique that triggered is put in the resolution zone only when revealed after the
    rule processes (4.4.1.1), so the readings part; the ruling gives both (the wait reading:
    the technique resolves and B survives; the other: B loses)."""
    back = (
        '"[手札]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは自分のリタイヤを1枚選び、'
        '自分の控え室に置く。"'
    )
    a = f"{{deck: 9, ring: {{name: 千早, ap: 3000, dp: 3000}}, {BENCH}}}"
    b = (
        f"{{deck: 9, retire: 9, hand: [{{name: 凛, ap: 1000, dp: 1000, text: {back}}}],"
        " ring: {name: 美希, ap: 1000, dp: 2000}}"
    )
    extra = "choices:\n  - {player: B, at: hand_reveal, choose: 'yes'}\n"
    r = _ruling(a, b, SUPPORT, "[B.retire]", extra=extra)
    assert r.outcome["game_over"] is False and r.outcome["state"] == {"B.retire": 9}
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert amb and {"9.2.2", "1.2.2.1"} <= set(amb[0].clauses)


TWO_BENCH = (
    "bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 亜美, ap: 1000, dp: 1000}}"
)
TWICE = "  - {do: attack, support: 春香}\n  - {do: attack, support: 亜美}"


def test_the_declaration_step_start_triggers_in_every_attack() -> None:
    """7.1.2.3: 「アタック宣言ステップの始めに」 occurs in each attack sub-phase that attacks (two
    attacks: two draws), unlike 「アタックフェイズの始めに」, only in the turn's first declaration
    step (7.1.2.1: one draw); a later attack cites the return to the declaration step
    (7.1.6.2)."""
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 9000}}"
    for timing, drawn in (("アタック宣言ステップ", 2), ("アタックフェイズ", 1)):
        text = f'"[リング]{timing}の始めに、あなたは1枚引く。"'
        a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 1000, dp: 2000, text: {text}}}, {TWO_BENCH}}}"
        r = _ruling(a, b, TWICE, "[A.hand]")
        assert r.outcome["state"] == {"A.hand": drawn}, timing
    assert {"7.1.2.3", "7.1.6.2"} <= set(
        _ruling(
            "{deck: 9, hand: 0, ring: {name: 千早, ap: 1000, dp: 2000, text: "
            '"[リング]アタック宣言ステップの始めに、あなたは1枚引く。"}, ' + TWO_BENCH + "}",
            b,
            TWICE,
            "[A.hand]",
        ).decided_by
    )


def test_a_supporter_that_stands_itself_supports_again() -> None:
    """7.1.3.2.3 「サポートした時」 (the card that supported) and 4.9.1.1 「スタンドする」: the
    supporter stands again, so the turn's only bench card supports a second attack (7.1.6.2);
    without the technique the second attack is refused (7.1.2.2)."""
    text = '"[ベンチ]このカードがサポートした時、このカードをスタンドする。"'
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 9000}}"
    twice = "  - {do: attack, support: 春香}\n  - {do: attack, support: 春香}"
    a = (
        "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},"
        f" bench: {{left: {{name: 春香, ap: 1000, dp: 1000, text: {text}}}}}}}"
    )
    r = _ruling(a, b, twice, "[美希.damage, A.left]")
    assert r.outcome["state"] == {"美希.damage": 4000, "A.left": ["春香"]}
    assert {"7.1.3.2.3", "4.9.1.1", "7.1.6.2"} <= set(r.decided_by)
    r = _ruling(a.replace(f", text: {text}", ""), b, twice, "[美希.damage, A.left]")
    assert r.outcome["state"] == {"美希.damage": 2000, "A.left": ["春香(rest)"]}


def test_a_bench_card_that_cannot_support_is_not_chosen() -> None:
    """7.1.3.1.1: 「[ベンチ]このカードはサポートできない」 (in force on the bench, 8.1.1.4): the
    card is not rested and no attack is made; another bench card may still support."""
    text = '"[ベンチ]このカードはサポートできない。"'
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000}, bench: {left: {name: 律子, ap: 1000,"
        f" dp: 1000, text: {text}}}, right: {{name: 亜美, ap: 1000, dp: 1000}}}}}}"
    )
    r = _ruling(a, b, "  - {do: attack, support: 律子}", "[美希.zone, A.left]")
    assert r.main.rejected
    assert r.outcome["state"] == {"美希.zone": "B.ring", "A.left": ["律子"]}
    assert {"7.1.3.1.1", "7.1.3.1"} <= set(r.decided_by)
    r = _ruling(a, b, "  - {do: attack, support: 亜美}", "[美希.zone, A.left]")
    assert r.outcome["state"] == {"美希.zone": "B.retire", "A.left": ["律子"]}


def test_support_words_compile_only_where_the_rules_give_them_a_meaning() -> None:
    """「サポートできない」 is read for a bench card only (the support chooses a bench card,
    7.1.3.1); 「スタンドする」 of another card than this one is refused, not guessed."""
    from ruling.abilities import _parser
    from ruling.games._vs import cardtext

    def compiled(text: str) -> bool:
        node = _parser()(text, "vs").card.abilities[0]
        try:
            cardtext.compile_ability(node)
        except Exception:
            return False
        return True

    assert compiled("[ベンチ]このカードはサポートできない。")
    assert not compiled("[リング]このカードはサポートできない。")
    assert compiled("[ベンチ]このカードがサポートした時、このカードをスタンドする。")
    assert not compiled(
        "[ベンチ]このカードがサポートした時、あなたのリングのカードをスタンドする。"
    )


def test_own_surprise_condition_is_read_and_not_met_on_ones_own_attack() -> None:
    """2.14.6 / 12.3.1 / 8.1.1.2.2: a face-down surprise of the attacking player whose condition
    is 「相手のカードがアタックした時」 is read and not met (cited), and stays face down; the
    defender's own is offered (``at: surprise``)."""
    text = '"{surprise}[相手のカードがアタックした時]→あなたのリングのカードを+1000/+0。"'
    a = (
        f"{{deck: 9, ring: {{name: 千早, ap: 2000, dp: 3000}}, {BENCH},"
        f" surprise: {{name: 雪歩, text: {text}}}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 3000}}"
    r = _ruling(a, b, SUPPORT, "[雪歩.zone, 美希.damage]")
    assert r.outcome["state"] == {"雪歩.zone": "A.surprise", "美希.damage": 2000}
    assert {"2.14.6", "12.3.1", "8.1.1.2.2"} <= set(r.decided_by)


def test_a_retire_trigger_is_read_when_its_card_goes_to_the_waiting_room() -> None:
    """8.6.6 / 8.1.1.3: a bench card beaten by damage goes to the waiting room (9.4.2); its
    「このカードがリタイヤ置場に置かれた時」 is read (cited) and does not trigger."""
    text = '"[ベンチ]このカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    a = "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}}"
    b = (
        "{deck: 9, hand: 1, ring: {name: 美希, ap: 1000, dp: 2000},"
        f" bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {text}}}}}}}"
    )
    turn = "{player: A, number: 5, phase: ability, first_player: A}"
    acts = "  - {do: damage, card: 律子, amount: 1000}"
    r = _ruling(a, b, acts, "[律子.zone, B.hand]", turn)
    assert r.outcome["state"] == {"律子.zone": "B.waiting", "B.hand": 1}
    assert {"9.4.2", "8.6.6", "8.1.1.3"} <= set(r.decided_by)


def test_a_value_read_with_its_continuous_technique_out_of_area_cites_the_order() -> None:
    """8.9.1.3: the value applies every continuous effect that changes it; a bench boost whose
    card was played over (6.5.1.2.1: to the waiting room) is read and applies none."""
    boost = '"[ベンチ]あなたのリングのカードを+1000/+0。"'
    a = (
        f"{{deck: 9, hand: [{{name: 律子, level: 0, ap: 1000, dp: 1000, text: {boost}}},"
        " {name: 亜美, level: 0, ap: 1000, dp: 1000}], ring: {name: 千早, ap: 2000, dp: 2000}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    turn = "{player: A, number: 5, phase: chara, first_player: A}"
    acts = (
        "  - {do: chara_phase, actions: [{do: play, card: 律子, to: left},"
        " {do: play, card: 亜美, to: left}]}"
    )
    r = _ruling(a, b, acts, "[千早.ap]", turn)
    assert r.outcome["state"] == {"千早.ap": 2000}
    assert {"8.1.1.4", "8.9.1.3"} <= set(r.decided_by)


def test_refused_attack_and_play_cite_the_act_they_would_be() -> None:
    """7.1.3.1: a supporter named with no standing bench card: no card can be chosen to support;
    6.5.1.2.1: the play to a bench is the turn player's act (the non-turn player's refused)."""
    a = "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}, bench: {left: {name: 春香, state: rest}}}"
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}, hand: [{name: 雪歩, level: 0}]}"
    r = _ruling(a, b, SUPPORT, "[美希.zone]")
    assert r.main.rejected and {"7.1.2.2", "7.1.3.1"} <= set(r.decided_by)
    turn = "{player: A, number: 5, phase: chara, first_player: A}"
    acts = "  - {do: chara_phase, actions: [{do: play, player: B, card: 雪歩, to: left}]}"
    r = _ruling(a, b, acts, "[雪歩.zone]", turn)
    assert r.main.rejected and r.outcome["state"] == {"雪歩.zone": "B.hand"}
    assert "6.5.1.2.1" in r.decided_by


def test_resting_a_ring_card_for_its_cost_rests_on_a_reading() -> None:
    """4.9.1 (states for bench and energy cards only) against 4.9.1.4 (a card that moved is put
    standing): a ring card's cost 「このカードをレストする」 is paid under the engine's reading and
    the ruling says the other cancels the use (8.5.1.3.2); a bench card's is not flagged."""
    text = '"[リング][このカードをレストする]あなたは1枚引く。"'
    a = f"{{deck: 9, hand: 0, ring: {{name: 千早, ap: 2000, dp: 2000, text: {text}}}}}"
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    turn = "{player: A, number: 6, phase: ability, first_player: A}"
    acts = "  - {do: ability_phase, actions: [{do: use, card: 千早}]}"
    r = _ruling(a, b, acts, "[A.hand]", turn)
    assert r.outcome["state"] == {"A.hand": 1}
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert amb and {"4.9.1", "4.9.1.4"} <= set(amb[0].clauses)
    bench = text.replace("[リング]", "[ベンチ]")
    a = (
        "{deck: 9, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f" bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {bench}}}}}}}"
    )
    r = _ruling(a, b, acts.replace("千早", "律子"), "[A.hand]", turn)
    assert r.outcome["state"] == {"A.hand": 1}
    assert not [w for w in r.warnings() if w.kind == "ambiguity"]


def test_a_failed_condition_before_a_second_sentence_rests_on_a_reading() -> None:
    """8.6.5 「その行動および、その後続く行動は…何も起きなくなります」 against the condition read as
    its own sentence's (8.1.1.5, in the order written): the next sentence's +1000 is not done
    under the engine's reading, and the ruling names the other (done there); with one sentence
    only nothing is flagged."""
    text = (
        '"[リング]このカードがアタックした時、あなたのリタイヤが相手より多いなら、あなたは1枚引く。'
        'このカードを+1000/+0。"'
    )
    a = f"{{deck: 9, hand: 0, retire: 2, ring: {{name: 千早, ap: 2000, dp: 2000, text: {text}}}, {BENCH}}}"
    b = "{deck: 9, retire: 5, ring: {name: 美希, ap: 1000, dp: 2500}}"
    r = _ruling(a, b, SUPPORT, "[A.hand, 美希.zone]")
    assert r.outcome["state"] == {"A.hand": 0, "美希.zone": "B.ring"}
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert amb and {"8.6.5", "8.1.1.5"} <= set(amb[0].clauses)
    assert r.outcome["readings"][0]["outcome"]["state"] == {"A.hand": 0, "美希.zone": "B.retire"}
    one = text.replace("あなたは1枚引く。このカードを", "このカードを")
    r = _ruling(a.replace(text, one), b, SUPPORT, "[美希.zone]")
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    assert not [w for w in r.warnings() if w.kind == "ambiguity"]


def test_an_attack_prohibition_out_of_its_area_is_read_at_the_support() -> None:
    """8.1.1.4 / 7.1.3.2.1: 「[リング]このカードはアタックできない」 on a card that left the ring
    (now in the waiting room) generates nothing: read at the support (cited), the attack made."""
    text = '"[リング]このカードはアタックできない。"'
    a = (
        f"{{deck: 9, waiting: [{{name: 千早, text: {text}}}], ring: {{name: 響, ap: 3000, dp: 2000}},"
        f" {BENCH}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    r = _ruling(a, b, SUPPORT, "[美希.zone]")
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert {"8.1.1.4", "7.1.3.2.1"} <= set(r.decided_by)


def test_a_defence_of_zero_inside_one_effect_is_not_a_rule_process() -> None:
    """9.1.1 / 9.3.1: 「…を+0/-2000。…を+0/+2000。」 takes the ring card's defence to 0 between
    its steps; the check timing comes after the effect, where it is 2000: not retired (cited).
    Left at 0, the card is retired (9.3.1 applied)."""
    b = "{deck: 9, retire: 3, ring: {name: 美希, ap: 1000, dp: 2000}}"
    a = "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}}"
    turn = "{player: A, number: 5, phase: ability, first_player: A}"
    text = "相手のリングのカードを+0/-2000。相手のリングのカードを+0/+2000。"
    acts = f"  - {{do: resolve_text, player: A, card: 千早, text: {text}}}"
    r = _ruling(a, b, acts, "[美希.zone, B.retire]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.ring", "B.retire": 3}
    assert {"9.1.1", "9.3.1"} <= set(r.decided_by)
    acts = "  - {do: resolve_text, player: A, card: 千早, text: 相手のリングのカードを+0/-2000。}"
    r = _ruling(a, b, acts, "[美希.zone, B.retire]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.retire", "B.retire": 4}


def test_choosing_among_the_opponents_field_or_bench_cards() -> None:
    """「相手のフィールドのカードをN枚選び、相手の控え室に置く」 (3.3.1: the ring and the bench; 8.5.4.1:
    as many as possible): the ring card and a bench card chosen go to the waiting room, the ring
    is refilled (9.6.1); 「相手のベンチのカード」 offers only bench cards."""
    use = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    turn = "{player: A, number: 8, phase: ability, first_player: A}"

    def a(what: str) -> str:
        text = f'"[ベンチ][このカードを控え室に置く]あなたは相手の{what}選び、相手の控え室に置く。"'
        return (
            "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},"
            f" bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {text}}}}}}}"
        )

    b = (
        "{deck: [{name: 真, ap: 1000, dp: 1000}, 9], ring: {name: 美希, ap: 2000, dp: 3000},"
        " bench: {left: {name: 亜美, ap: 1000, dp: 1000}, right: {name: 真美, ap: 1000, dp: 1000}}}"
    )
    picks = "choices:\n  - {player: A, choose: 美希}\n  - {player: A, choose: 亜美}\n"
    ask = "[美希.zone, 亜美.zone, 真美.zone, 真.zone]"
    r = _ruling(a("フィールドのカードを2枚"), b, use, ask, turn, picks)
    assert r.outcome["state"] == {
        "美希.zone": "B.waiting",
        "亜美.zone": "B.waiting",
        "真美.zone": "B.bench.right",
        "真.zone": "B.ring",
    }
    assert {"8.5.4.1", "3.3.1", "9.6.1"} <= set(r.decided_by)
    # the bench only: 美希 in the ring is none of the options
    picks = "choices:\n  - {player: A, choose: 真美}\n"
    r = _ruling(a("ベンチのカードを1枚"), b, use, "[美希.zone, 真美.zone]", turn, picks)
    assert r.outcome["state"] == {"美希.zone": "B.ring", "真美.zone": "B.waiting"}


def test_choosing_as_many_as_a_counted_zone() -> None:
    """「相手のフィールドのカードを、あなたのリタイヤと同じ枚数選び」: the number is the cards counted
    as the step is done (8.5.4.1: that many, as far as possible); counted 0, nothing is chosen
    and the choice is not done (1.3.2.2) — the cost is paid all the same (8.5.1.3.2)."""
    text = (
        '"[ベンチ][このカードを控え室に置く]あなたは相手のフィールドのカードを、'
        'あなたのリタイヤと同じ枚数選び、相手の控え室に置く。"'
    )
    use = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    turn = "{player: A, number: 8, phase: ability, first_player: A}"

    def a(retire: int) -> str:
        return (
            f"{{deck: 9, retire: {retire}, ring: {{name: 千早, ap: 2000, dp: 2000}},"
            f" bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {text}}}}}}}"
        )

    b = (
        "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000},"
        " bench: {left: {name: 亜美, ap: 1000, dp: 1000}, right: {name: 真美, ap: 1000, dp: 1000}}}"
    )
    picks = "choices:\n  - {player: A, choose: 亜美}\n  - {player: A, choose: 真美}\n"
    ask = "[美希.zone, 亜美.zone, 真美.zone]"
    r = _ruling(a(2), b, use, ask, turn, picks)
    assert r.outcome["state"] == {
        "美希.zone": "B.ring",
        "亜美.zone": "B.waiting",
        "真美.zone": "B.waiting",
    }
    r = _ruling(a(0), b, use, "[美希.zone, 亜美.zone, 律子.zone]", turn)
    assert r.outcome["state"] == {
        "美希.zone": "B.ring",
        "亜美.zone": "B.bench.left",
        "律子.zone": "A.waiting",
    }
    assert "1.3.2.2" in r.decided_by
