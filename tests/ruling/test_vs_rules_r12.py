"""Victory Spark: rules read on the round-11 blind entries, each on a minimal case of its own
(round 12, issue 14)."""

from __future__ import annotations

from tests.ruling.boards import vs_ruling

DRAW = '"[ベンチ][このカードを控え室に置く]あなたは1枚引く。"'


def _ruling(a: str, b: str, actions: str, ask: str, turn: str):
    return vs_ruling(a, b, actions, ask, turn)


def test_an_activated_technique_is_tried_by_its_cards_master() -> None:
    """4.3.2 / 6.6.1.2: a ``use`` naming no player is tried by the master of the card (the player
    whose zone holds it), not by the turn player: the non-turn player's bench card is refused in
    the turn player's ability phase (4.8.3), nothing paid; the turn player's own is used."""
    b = (
        "{deck: 9, hand: 1, ring: {name: 美希, ap: 1000, dp: 1000},"
        " bench: {left: {name: 亜美, ap: 1000, dp: 1000, text: " + DRAW + "}}}"
    )
    a = "{deck: 9, hand: 1, ring: {name: 千早, ap: 1000, dp: 1000}}"
    acts = "  - {do: ability_phase, actions: [{do: use, card: 亜美}]}"
    turn = "{player: A, number: 5, phase: ability}"
    r = _ruling(a, b, acts, "[B.hand, 亜美.zone]", turn)
    assert r.main.rejected
    assert r.outcome["state"] == {"B.hand": 1, "亜美.zone": "B.bench.left"}
    assert {"6.6.1.2", "4.8.3"} <= set(r.decided_by)
    # the same card in the turn player's own turn is used: the cost is paid, one card drawn
    r = _ruling(a, b, acts, "[B.hand, 亜美.zone]", "{player: B, number: 5, phase: ability}")
    assert not r.main.rejected
    assert r.outcome["state"] == {"B.hand": 2, "亜美.zone": "B.waiting"}


def test_damage_by_the_card_that_replaced_the_attacker_is_flagged() -> None:
    """7.1.5.3 / 4.14.1 / 7.1.5.3.1 (vs.unsettled attacker_left_before_damage): the attacking
    card retired before the attack resolution step, the card that refilled the ring deals the
    damage as printed, and the ruling says it rests on that reading; an attacker still in the
    ring is not flagged."""
    debuff = '"[リング]このカードがアタックされた時、相手のリングのカードを+0/-3000。"'
    b = "{deck: 9, retire: 2, ring: {name: 美希, ap: 2000, dp: 3000, text: " + debuff + "}}"
    a = (
        "{deck: [{name: 新顔, ap: 4000, dp: 4000}, 9], retire: 3,"
        " ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, title: 先輩, ap: 1000, dp: 1000}}}"
    )
    turn = "{player: A, number: 6}"
    acts = "  - {do: attack, support: 春香}"
    r = _ruling(a, b, acts, "[美希.zone, 新顔.zone]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.retire", "新顔.zone": "A.ring"}
    amb = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert amb and "4.14.1" in amb[0].clauses
    # the attacker stays (its defence 4000): no reading is rested on
    a2 = a.replace(
        "ring: {name: 千早, ap: 3000, dp: 2000}", "ring: {name: 千早, ap: 3000, dp: 4000}"
    )
    r = _ruling(a2, b, acts, "[美希.zone]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert not [w for w in r.warnings() if w.kind == "ambiguity"]


def test_a_concession_ends_the_attack_the_scenario_started_in() -> None:
    """1.2.4: a concession ends the game at once; the attack the scenario started in is not
    finished afterwards (its damage would have given the opponent an eleventh retire card and a
    loss of its own, overwriting the result)."""
    a = "{deck: 9, retire: 6, ring: {name: 千早, ap: 3000, dp: 2000}}"
    b = "{deck: 9, retire: 10, ring: {name: 美希, ap: 1000, dp: 1000}}"
    turn = (
        "{player: A, number: 9, phase: attack, step: resolution,"
        " attack: {attacker: A.ring, defender: B.ring, kind: normal}}"
    )
    r = _ruling(a, b, "  - {do: concede, player: A}", "[美希.zone, B.retire]", turn)
    assert r.outcome["loser"] == "A" and r.outcome["winner"] == "B"
    assert "1.2.4" in r.decided_by
    final = r.main.final
    assert len(final.zone("B", "retire")) == 10  # no damage was dealt after the game ended
    assert [c.label for c in final.zone("B", "ring")] == ["美希"]


def _wall(text: str) -> str:
    return (
        "{deck: 9, retire: 2, ring: {name: 美希, ap: 2000, dp: 2500},"
        ' surprise: {name: 壁, ap: 1000, dp: 1000, text: "{surprise}'
        "[あなたのリングのカードがアタックされた時]→" + text + '"}}'
    )


def test_attack_damage_becomes_a_replaces_the_damage() -> None:
    """8.2.1.3.3: 「アタックのダメージはaになる」 replaces the damage of the attack in progress by
    a (7.1.5.3 deals a, whatever the attack): 0 -> no damage, the card stays; 2000 from a 3000
    attack -> 2000 taken, under the 2500 defence, the card stays; without the surprise the
    3000 attack retires it."""
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, title: 先輩, ap: 1000, dp: 1000}}}"
    )
    turn = "{player: A, number: 6}"
    acts = "  - {do: attack, support: 春香}\nchoices:\n  - {player: B, at: surprise, choose: yes}"
    for value, damage in ((0, 0), (2000, 2000)):
        r = _ruling(
            a, _wall(f"アタックのダメージは{value}になる。"), acts, "[美希.zone, 美希.damage]", turn
        )
        assert not [w for w in r.warnings() if w.kind == "unsupported"]
        assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": damage}
        assert "8.2.1.3.3" in r.decided_by
    r = _ruling(
        a,
        _wall("アタックのダメージは0になる。"),
        "  - {do: attack, support: 春香}\nchoices:\n  - {player: B, at: surprise, choose: no}",
        "[美希.zone]",
        turn,
    )
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert "8.2.1.3.3" not in r.decided_by


def test_attack_damage_becomes_a_compiles_only_as_a_number() -> None:
    """The construction reads 「アタックのダメージは<number>になる」 only; another 「…になる」 is
    not read as it."""
    from ruling.games._vs.cardtext import compile_effect

    prog, _ = compile_effect("アタックのダメージは0になる。")
    assert prog is not None and [(o.kind, o.amount) for o in prog.ops] == [("attack_damage", 0)]
    prog, why = compile_effect("アタックのダメージはXになる。")
    assert prog is None and why


def test_a_retire_count_condition_read_on_resolution_is_cited_met_or_not() -> None:
    """8.6.5: 「…リタイヤが相手より多いなら、…自分のリタイヤを1枚選び、自分の控え室に置く」 read as
    the technique resolves decides the retire zone and the waiting room: cited when it holds
    (the card moves because of it) and when it does not (nothing happens, and that is why)."""
    heal = (
        '"[リング]アタックの終わりに、あなたのリタイヤが相手より多いなら、'
        'あなたは自分のリタイヤを1枚選び、自分の控え室に置く。"'
    )
    b = "{deck: [{name: 真, ap: 1000, dp: 2000}, 9], retire: 4, ring: {name: 美希, ap: 2000, dp: 3000}}"
    turn = "{player: A, number: 6}"
    for retired, after in ((5, 5), (7, 6)):
        a = (
            f"{{deck: 9, retire: {retired}, waiting: 0,"
            " ring: {name: 千早, ap: 3000, dp: 2000, text: " + heal + "},"
            " bench: {left: {name: 春香, title: 先輩, ap: 1000, dp: 1000}}}"
        )
        r = _ruling(a, b, "  - {do: attack, support: 春香}", "[A.retire, A.waiting]", turn)
        assert r.outcome["state"] == {"A.retire": after, "A.waiting": retired - after}
        assert {"8.6.5", "7.1.6.1"} <= set(r.decided_by), retired


def test_a_damage_replacement_is_read_by_the_partner_attacks_retire() -> None:
    """7.1.5.2 / 8.2.1.3.3: a partner attack retires the attacked card 「ダメージとは関係無く」: a
    replacement of the damage by 0 in force is read and does not keep the card (cited); with
    none in force nothing about it is cited."""
    a = (
        "{deck: 9, ring: {name: 千早, title: 歌姫, ap: 3000, dp: 2000, partner_name: 春香,"
        " partner_title: リーダー}, bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}}"
    )
    turn = "{player: A, number: 6}"
    for flip in ("yes", "no"):
        acts = f"  - {{do: attack, support: 春香}}\nchoices:\n  - {{player: B, at: surprise, choose: {flip}}}"
        r = _ruling(a, _wall("アタックのダメージは0になる。"), acts, "[美希.zone]", turn)
        assert r.outcome["state"] == {"美希.zone": "B.retire"}
        assert ("8.2.1.3.3" in r.decided_by) == (flip == "yes")


def test_a_chara_phase_action_refused_elsewhere_declares_its_procedure() -> None:
    """6.5.1.2: setting a surprise card in the ability phase is refused under the procedure that
    gives the chara phase its actions (6.5.1.2.1-6.5.1.2.5), above the action's own 6.5.1.2.4."""
    a = "{deck: 9, hand: [{name: 伏せ札, ap: 1000, dp: 1000}], ring: {name: 千早, ap: 1000, dp: 1000}}"
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 1000}}"
    acts = "  - {do: ability_phase, actions: [{do: set_surprise, card: 伏せ札}]}"
    r = _ruling(a, b, acts, "[伏せ札.zone]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"伏せ札.zone": "A.hand"}
    assert {"6.5.1.2", "6.5.1.2.4"} <= set(r.decided_by)


def test_a_card_put_in_the_deck_with_no_place_said_goes_on_top() -> None:
    """3.2.5: 「[リング]このカードがリタイヤ置場に置かれる時、かわりに山札に置く。」 — the card put in
    the deck with no place printed is on top: the ring refill (9.6.1) brings it back; 3.2.5 is
    cited."""
    text = '"[リング]このカードがリタイヤ置場に置かれる時、かわりに山札に置く。"'
    rit = '"[ベンチ][このカードを控え室に置く]あなたは相手のリングのカードを選び、+0/-3000。"'
    a = (
        "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},"
        " bench: {left: {name: 律子, ap: 1000, dp: 1000, text: " + rit + "}}}"
    )
    b = (
        "{deck: [{name: 真, ap: 1000, dp: 1000}, 9],"
        " ring: {name: 美希, ap: 2000, dp: 3000, text: " + text + "}}"
    )
    acts = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    r = _ruling(a, b, acts, "[美希.zone, 真.zone]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"美希.zone": "B.ring", "真.zone": "B.deck"}
    assert "3.2.5" in r.decided_by
