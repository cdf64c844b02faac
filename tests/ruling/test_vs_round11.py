"""Victory Spark: clauses and rules read on the round-10 blind entries, each on a minimal case of
its own (round 11, issue 14)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_players_ruling

RINGS = "  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 1000}}"


def _ruling(a: str, actions: str, ask: str, turn: str, b: str = RINGS):
    return vs_players_ruling(f"  A: {a}\n{b}", actions, ask, turn)


def test_a_phase_start_technique_of_each_vs_phase_is_read() -> None:
    """6.4.1.1 / 6.5.1.1 / 6.6.1.1: 「エネルギーフェイズの始めに」 (and the chara and ability
    phases') are trigger conditions the card text may name; the energy phase's triggers before
    the energy placement, so the card drawn may be placed."""
    a = (
        "{deck: [{name: 新札, ap: 1000, dp: 1000}, 5], hand: 0, ring: {name: 千早, ap: 1000,"
        ' dp: 1000, text: "[リング]エネルギーフェイズの始めに、あなたは1枚引く。"}}'
    )
    r = _ruling(
        a, "  - {do: energy_phase, card: 新札}", "[A.energy, A.hand]", "{player: A, number: 4}"
    )
    assert not r.warnings()
    assert r.outcome["state"] == {"A.energy": 1, "A.hand": 0}
    assert "6.4.1.1" in r.decided_by
    for phase in ("キャラフェイズ", "アビリティフェイズ"):
        text = f'"[リング]{phase}の始めに、あなたは1枚引く。"'
        r = _ruling(
            "{deck: 5, hand: 0, ring: {name: 千早, ap: 1000, dp: 1000, text: " + text + "}}",
            "  - {do: check, state: {A.hand: 0}}",
            "[A.hand]",
            "{player: A, number: 4}",
        )
        assert not [w for w in r.warnings() if w.kind == "unsupported"], phase


def test_the_first_turns_missing_draw_phase_is_read_going_on_to_the_energy_phase() -> None:
    """6.3.1.4: from the stand phase of the first player's first turn the game goes on to the
    energy phase; the draw phase that turn does not have is read (a draw-phase-start technique
    does not trigger). On a later turn the scenario's own phases are followed, uncited."""
    a = (
        "{deck: 9, hand: 2, ring: {name: 千早, ap: 1000, dp: 1000,"
        ' text: "[リング]ドローフェイズの始めに、あなたは1枚引く。"}}'
    )
    acts = "  - {do: stand_phase}\n  - {do: energy_phase}"
    r = _ruling(a, acts, "[A.hand]", "{player: A, number: 1, phase: stand, first_player: A}")
    assert r.outcome["state"] == {"A.hand": 2}
    assert "6.3.1.4" in r.decided_by
    r = _ruling(a, acts, "[A.hand]", "{player: A, number: 3, phase: stand, first_player: A}")
    assert "6.3.1.4" not in r.decided_by


def test_a_refused_level_cost_is_caused_by_what_left_the_energy_not_standing() -> None:
    """8.4.1.3 / 4.9.1.2: a play refused for too few standing energy cards is decided by the steps
    that left the others not standing — the stand phase turning reversed ones only to rest
    (6.2.1.3)."""
    a = (
        "{deck: 9, hand: [{name: 大物, level: 2, ap: 1000, dp: 1000}],"
        " energy: [{state: reverse}, {state: reverse}], ring: {name: 千早, ap: 1000, dp: 1000}}"
    )
    play = "  - {do: chara_phase, actions: [{do: play, card: 大物, to: left}]}"
    r = _ruling(
        a,
        "  - {do: stand_phase}\n" + play,
        "[A.left]",
        "{player: A, number: 4, phase: stand, first_player: A}",
    )
    assert r.outcome.get("rejected")
    assert {"6.2.1.3", "4.9.1.2"} <= set(r.decided_by)
    r = _ruling(
        a.replace("reverse", "rest"),
        "  - {do: stand_phase}\n" + play,
        "[A.left]",
        "{player: A, number: 4, phase: stand, first_player: A}",
    )
    assert not r.outcome.get("rejected")


def test_every_card_moved_to_the_retire_zone_is_a_cause_of_the_loss_it_counts_to() -> None:
    """9.2.2 / 1.2.2.1: ten retire cards are counted; each one put there in the scenario decides
    the loss — the deck renewal's retire card (9.8.1) as much as the ring card retired last."""

    def loss(b: str):
        text = (
            "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: attack, first_player: A}\n"
            "players:\n  A: {deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},\n"
            "      bench: {left: {name: 律子, ap: 1000, dp: 1000}}}\n"
            f"  B: {b}\nactions:\n  - {{do: attack, support: 律子}}\n"
        )
        return resolve(loads(text))

    ring = "ring: {name: 美希, ap: 1000, dp: 1000}"
    r = loss("{retire: 8, deck: 0, waiting: 3, " + ring + "}")
    assert r.outcome.get("loser") == "B"
    assert "9.8.1" in r.decided_by
    r = loss("{retire: 9, deck: 5, " + ring + "}")
    assert r.outcome.get("loser") == "B"
    assert "9.8.1" not in r.decided_by


def test_a_rest_this_card_cost_is_paid_by_a_standing_card_only() -> None:
    """8.5.1.3.2 / 4.9.1.2: 「[このカードをレストする]」 rests the card itself for the cost; a card
    not standing cannot be rested for a cost, so the use is cancelled and nothing is drawn."""
    text = '"[ベンチ][このカードをレストする]あなたは1枚引く。"'

    def used(state: str):
        return _ruling(
            "{deck: 9, hand: 0, ring: {name: 千早, ap: 1000, dp: 1000},"
            f" bench: {{left: {{name: 律子, ap: 1000, dp: 1000, state: {state}, text: {text}}}}}}}",
            "  - {do: ability_phase, actions: [{do: use, card: 律子}]}",
            "[A.hand, A.left]",
            "{player: A, number: 4, phase: ability, first_player: A}",
        )

    r = used("stand")
    assert not r.outcome.get("rejected")
    assert r.outcome["state"] == {"A.hand": 1, "A.left": ["律子(rest)"]}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    r = used("rest")
    assert r.outcome.get("rejected")
    assert r.outcome["state"] == {"A.hand": 0, "A.left": ["律子(rest)"]}
    assert {"4.9.1.2", "8.5.1.3.2"} <= set(r.decided_by)


def test_a_technique_condition_met_as_it_resolves_cites_when_it_is_read() -> None:
    """8.6.5: 「…なら」 of an automatic technique is read as it resolves; met, the draw is done and
    the clause that makes it a resolution's condition decides it too. No condition, no 8.6.5."""

    def attack(text: str, b: str = RINGS):
        return _ruling(
            f'{{deck: 9, hand: 0, retire: 0, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}},'
            " bench: {left: {name: 律子, ap: 1000, dp: 1000}}}",
            "  - {do: attack, support: 律子}",
            "[A.hand]",
            "{player: A, number: 4, phase: attack, first_player: A}",
            b,
        )

    when = "[リング]このカードがアタックした時、"
    r = attack(when + "相手のリタイヤがあなたより多いなら、あなたは1枚引く。")
    assert r.outcome["state"] == {"A.hand": 0}  # B has none: not met
    assert "8.6.5" in r.decided_by
    b = "  B: {deck: 9, retire: 1, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = attack(when + "相手のリタイヤがあなたより多いなら、あなたは1枚引く。", b)
    assert r.outcome["state"] == {"A.hand": 1}
    assert "8.6.5" in r.decided_by
    r = attack(when + "あなたは1枚引く。", b)
    assert r.outcome["state"] == {"A.hand": 1}
    assert "8.6.5" not in r.decided_by


def test_ten_retire_cards_with_an_ability_waiting_is_read_as_no_loss_yet() -> None:
    """1.2.2.1 / 9.2.2: the tenth retire card arrives while an entry spark waits in the resolution
    zone: the loss condition is read and not met; the spark returns a retire card and the game
    goes on. With no technique waiting the player loses."""

    def attack(top: str):
        return _ruling(
            "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
            " bench: {left: {name: 律子, ap: 1000, dp: 1000}}}",
            "  - {do: attack, support: 律子}",
            "[B.retire]",
            "{player: A, number: 6, phase: attack, first_player: A}",
            f"  B: {{retire: 9, deck: [{top}, 5], ring: {{name: 美希, ap: 1000, dp: 2000}}}}",
        )

    spark = '"{entry_spark}あなたは自分のリタイヤを1枚選び、自分の控え室に置く。"'
    r = attack(f"{{name: 救い手, ap: 1000, dp: 2000, text: {spark}}}")
    assert r.outcome.get("game_over") is False
    assert r.outcome["state"] == {"B.retire": 9}
    assert {"1.2.2.1", "9.2.2"} <= set(r.decided_by)
    r = attack("{name: 凡人, ap: 1000, dp: 2000}")
    assert r.outcome.get("loser") == "B"


def test_a_rule_process_that_waited_for_the_deck_renewal_cites_the_order() -> None:
    """9.1.1.1: the deck renewal goes before the other rule processes due with it; one that did
    wait for it (a loss at ten retire cards) cites the order. Not due together, not cited."""

    def check(b: str):
        return _ruling(
            "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000}}",
            "  - {do: chara_phase}",
            "[B.retire]",
            "{player: A, number: 4, phase: energy, first_player: A}",
            f"  B: {b}",
        )

    r = check("{retire: 10, deck: 0, waiting: 3, ring: {name: 美希, ap: 1000, dp: 2000}}")
    assert r.outcome.get("loser") == "B"
    assert {"9.8.1", "9.1.1.1"} <= set(r.decided_by)
    r = check("{retire: 9, deck: 0, waiting: 3, ring: {name: 美希, ap: 1000, dp: 2000}}")
    assert r.outcome.get("loser") == "B"  # the renewal's retire card is the tenth
    assert "9.1.1.1" not in r.decided_by


def test_appendix_one_gives_old_cards_their_limited_icon_by_card_number() -> None:
    """2.18.2.1 / 2.18.2.1.2.2 / 12.4: a card appendix 1 lists by number is treated as having
    its limited icon (a fifth fire icon refuses the deck, 5.1.2.1.5); a listed exception is not
    treated as having a heal icon (2.18.2.1.2.1); a number it does not list reads neither."""

    def setup(deck: str):
        text = (
            "game: vs\ntitle: t\nturn: {player: A, number: 0}\nplayers:\n"
            f"  A: {{deck: [{{name: 主役, title: 主}}, {deck}]}}\n"
            "  B: {deck: [{name: 美希, title: 星井}, 49]}\n"
            "actions:\n  - {do: game_setup, first: A, ring: {A: 主役, B: 美希}}\n"
        )
        return resolve(loads(text))

    fire = "{name: 炎, title: 火, limited: fire, count: 4}"
    r = setup(fire + ", {name: 咲耶, title: 自信, id: GS/T04}, 44")
    assert r.outcome.get("rejected")
    assert {"2.18.2.1", "12.4", "5.1.2.1.5"} <= set(r.decided_by)
    heal = "{name: 癒, title: 看, limited: heal, count: 4}"
    r = setup(heal + ", {name: シェリア, title: 治療士, id: TOG/066}, 44")
    assert not r.outcome.get("rejected")
    assert {"2.18.2.1.2.1", "12.4"} <= set(r.decided_by)
    r = setup(heal + ", {name: 誰か, title: 某, id: XX/001}, 44")
    assert not r.outcome.get("rejected")
    assert not {"2.18.2.1", "2.18.2.1.2.1", "12.4"} & set(r.decided_by)
