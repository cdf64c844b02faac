"""Round 57 (s54vsR): three vs rules in general form.

- 8.1.1.4: 「[ベンチ]あなたの他のベンチのカードを+1000/+0。」 — a continuous technique whose group
  leaves its own card out (「他の」): every other card of the bench is changed while the card is
  in its [領域]; the card itself is not.
- 4.4.2: a card whose [手札] ability could not be resolved (cancelled, 4.6.1.1) returns to hidden:
  it stays in the hand, and the ruling says so.
- 1.2.1 / 9.2.2: the winner is the player who has not lost: the check that found the winner's ten
  retire cards no loss yet (a triggered ability waiting, 1.2.2.1 / 9.2.2) decides who won.
"""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

OTHER = "[ベンチ]あなたの他のベンチのカードを+1000/+0。"


def test_other_bench_cards_compile() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="柊", text=OTHER))
    assert ab.supported, ab.reason


def test_other_in_a_one_shot_technique_stays_refused() -> None:
    text = "[ベンチ][このカードをレストする]あなたの他のベンチのカードを+1000/+0。"
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="柊", text=text))
    assert not ab.supported


def _bench_board(expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    ring: {name: 輪, ap: 1000, dp: 1000}\n"
        "    bench:\n      left: {name: 楓, level: 1, ap: 1500, dp: 1000}\n"
        f'      center: {{name: 柊, level: 1, ap: 1000, dp: 1000, text: "{OTHER}"}}\n'
        "  B:\n    deck: 10\n    ring: {name: 朝霧, ap: 1000, dp: 2000}\n"
        "actions: []\n" + expect
    )


def test_other_bench_cards_changed_not_itself_nor_the_ring() -> None:
    r = resolve(
        loads(_bench_board("expect:\n  state: {楓.ap: 2500, 柊.ap: 1000, 輪.ap: 1000}\n"), "t.yaml")
    )
    assert not check_expect(r), check_expect(r)


def test_cancelled_hand_technique_returns_to_hidden() -> None:
    text = (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n"
        '    hand: [{name: 楪, level: 1, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、'
        'キャンセルする。"}]\n'
        "    ring: {name: 蛍火, ap: 1000, dp: 2000}\n"
        "    bench: {left: {name: 水無月, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n"
        '    hand: [{name: 椿姫, level: 1, text: "[手札]相手のカードがアタックした時、相手のリングのカードを'
        '-1000/-0。"}]\n'
        "    ring: {name: 菖蒲, ap: 1000, dp: 5000}\n"
        "actions:\n  - {do: attack, support: 水無月}\n"
        "choices:\n  - {player: B, at: hand_reveal, choose: yes}\n"
        "  - {player: A, at: cancel, choose: 楪}\n"
        "expect:\n  state: {椿姫.zone: B.hand, 蛍火.ap: 1000}\n  decided_by: ['4.4.2']\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_winner_kept_in_game_by_a_waiting_ability() -> None:
    # B's attack gives A a tenth retire card; A's refill's entry spark (waiting: 9.2.2 does not
    # make A lose yet) makes B lose: A wins because the check found A's loss condition not met
    text = (
        "game: vs\ntitle: t\nturn: {player: B, number: 5, first_player: B}\n"
        "players:\n  A:\n"
        '    deck: [{name: 桔梗, ap: 1000, dp: 2000, text: "{entry_spark}相手はゲームに敗北する。"}, 5]\n'
        "    retire: 9\n    ring: {name: 萩, ap: 1000, dp: 1000}\n"
        "  B:\n    deck: 10\n    ring: {name: 鷹丸, ap: 2000, dp: 2000}\n"
        "    bench: {left: {name: 隼人, ap: 1000, dp: 1000}}\n"
        "actions:\n  - {do: attack, player: B, support: 隼人}\n"
        "expect:\n  outcome: {loser: B}\n  decided_by: ['9.2.2', '1.2.2.1']\n"
    )
    r = resolve(loads(text, "t.yaml"))
    assert not check_expect(r), check_expect(r)
