"""Vanguard's specific actions (rules chapter 7, 「特定行動」) as data: one row per action a card
text prints as a verb — the lexicon's verb ids that spell it, the clause that defines it, the
engine operation its imperative step runs (``Vocab.verbs``), the event each form of it names in a
trigger or a condition on what happened (``Vocab.events``: 「…した時」, 「…された時」,
「このターンに…しているなら」), and the state its progressive form names (``Vocab.states``). A
row whose action is read by a construction of its own (「表にする」, 「ゲージとして置く」, 「…に１
ダメージを与える」) names that construction (``read_by``); an action the engine does not run names
why (``refused``), and the readers refuse it with that reason — never a silent no-op.

The vg card-text vocabulary (``_vg/cardtext``) builds its verb and event tables from these rows;
``tests/ruling/test_vg_actions_r30.py`` lists chapter 7's sections from the KB and checks each has
a row here, and runs a minimal text of each action on a board."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Act:
    """``section``: the chapter-7 section, (7, N) (a key of the table, not a citation: the modules
    that run an action cite the clauses they implement); ``verbs``: lexicon verb ids (the lemma and the
    spellings the lexicon folds to it); ``op``: the operation of the plain step (None: no step of
    its own, or read by ``read_by``); ``events``: form (``past`` / ``passive_past`` …) -> the event
    a trigger or a history condition reads; ``states``: form -> state filter; ``refused``: the
    reason the action (in the forms it names) is not run — ``DECLARED``: the section is one
    the engine declares it does not implement (``Game.not_implemented``), whose reason it gives."""

    section: tuple[int, int]
    verbs: tuple[str, ...] = ()
    op: str | None = None
    events: Mapping[str, str] = field(default_factory=dict)
    states: Mapping[str, str] = field(default_factory=dict)
    read_by: str | None = None
    refused: str | None = None
    name: str = ""
    # the action's name printed as a noun without its brackets (「カウンターブラストを２枚以上して
    # いる」, the section's own title): read as the keyword action (``KEYWORD_ACTS``)
    spelled: tuple[str, ...] = ()
    # the clauses a step of this action cites where it is carried out by card text (``said``:
    # those of one spelling — 7.10.1.1 「‘見せる’…は‘公開する’を意味します」; ``done``: those of
    # every spelling — 7.10.4 a reveal leaves the card in its zone): ``Vocab.verb_clauses``,
    # carried by the compiled step (``Op.detail`` ``said``) and cited by ``_vg/steps.run_op``
    said: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    done: tuple[str, ...] = ()
    # the reason the action is not run where a text reads it as an event, a state or a condition
    # (「…された時」, 「…されている」, 「…したなら」), its step being run: 支配 (7.39)
    unread: str | None = None

    @property
    def clause(self) -> str:
        return ".".join(map(str, self.section))


# a refused row whose reason is the game's declaration that the section is not implemented
DECLARED = "declared"


ACTIONS: tuple[Act, ...] = (
    # 7.2.1: a card turned to the stand / rest orientation — by an effect (「【スタンド】させる」,
    # 「…が【スタンド】された時」) or by itself (「…が【スタンド】した時」): the one event
    Act(
        (7, 2),
        ("stand",),
        "stand",
        {"past": "stood", "passive_past": "stood"},
        {"progressive": "stand"},
    ),
    Act(
        (7, 2),
        ("rest",),
        "rest",
        {"past": "rested", "passive_past": "rested"},
        {"progressive": "rest"},
    ),
    # 7.3.1: 「表にする / 裏にする」, 「…が表になった時」 (``steps.face_step``, the event
    # ``turned_face_up``)
    Act((7, 3), (), read_by="face"),
    # 7.4.1: 「…に置く」 moves the card to that zone — the clause of the step said with it
    Act((7, 4), ("put",), "move", {"passive_past": "put"}, done=("7.4.1",)),
    # 7.5 / 7.12: シャッフルする (the deck put in random order); 「あなたの山札がシャッフルされた
    # 時」 / 「このターンにあなたが山札を３回以上シャッフルしているなら」: the one event (7.5.1; a
    # deck of 0 or 1 card shuffled too, 7.5.1.1)
    Act((7, 5), ("shuffle",), "shuffle", {"past": "shuffled", "passive_past": "shuffled"}),
    Act((7, 12), ("shuffle",), "shuffle"),
    Act((7, 6), ("draw",), "draw", {"past": "drew"}),
    # 「あなたがカードの効果で山札を見た時」: the deck's cards looked at (7.7.1; only the first look
    # of one effect triggers, 7.7.4 — ``autos``)
    Act((7, 7), ("look",), "look", {"past": "looked"}),
    # 7.8: 入れ替える (``_vg/cardtext`` swap: two cards each take the other's place)
    Act((7, 8), ("swap",), read_by="swap"),
    Act((7, 9), ("discard",), "discard", {"passive_past": "discarded"}),
    Act(
        (7, 10),
        ("reveal", "show"),
        "reveal",
        # 「…が公開された時」 / 「相手が手札からカードを公開した時」: the one event (7.10.1)
        {"passive_past": "revealed", "past": "revealed"},
        said={"show": ("7.10.1.1",)},
        done=("7.10.4",),
    ),
    Act((7, 11), ("search",), "search"),
    # 7.13: 「グレードを１つ宣言する」 (``_vg/cardtext`` declare): the performer names a grade
    # (7.13.1), kept for the rest of the ability's resolution, where 「宣言したグレードの…」 /
    # 「…が宣言したグレードと同じなら」 read it (``_vg/steps`` declare); any other declaration, and
    # a declaration read as an event or a history, is refused
    Act(
        (7, 13),
        ("declare",),
        name="宣言する",
        read_by="declare",
        unread="the engine keeps no record of a declaration as an event or a history (7.13.1)",
    ),
    # 7.14: 与える / 得る (an ability, a value or a keyword: ``grant`` / ``gain``), 失う
    Act((7, 14), ("give", "gain", "lose"), read_by="give"),
    # 7.15: 発動する — of an automatic ability (7.15.1.3: it triggered), read in a history
    # condition (「このターンにこの能力が発動していないなら」); an order played (プレイ, 11.8.2)
    Act((7, 15), ("activate",), read_by="history"),
    Act((7, 15), ("play",), events={"past": "play"}),
    # 7.16: a trigger unit 出る in a check (「トリガーで出た時」: the event ``checked``)
    Act((7, 16), ("come_out", "come_out_kanji"), read_by="check"),
    Act((7, 17), ("appear",), events={"past": "appear"}),
    # 7.18.1: from the field to the drop; 「退却させる」 (the causative) is the step
    Act((7, 18), ("retire",), "retire", {"past": "retired"}),
    Act((7, 19), ("remove",), "remove", {"passive_past": "removed"}),
    # 7.20.1: a card of the damage zone put into the drop by it
    Act((7, 20), ("heal",), "heal", {"past": "healed"}),
    # 7.21: a cost waived (``_vg/cardtext`` cost_down)
    Act((7, 21), (), read_by="cost_down"),
    Act((7, 22), ("drive_check",), events={"past": "drive_checked"}),
    Act((7, 23), ("damage_check",), events={"past": "damage_checked"}),
    # 7.24 - 7.27: the payments (``Vocab.cost_words``) and charges (steps of their own)
    Act(
        (7, 24),
        ("counter_blast",),
        events={"past": "counter_blast"},
        read_by="payment",
        spelled=("カウンターブラスト",),
    ),
    Act(
        (7, 25),
        ("soul_blast",),
        events={"past": "soul_blast"},
        read_by="payment",
        spelled=("ソウルブラスト",),
    ),
    Act(
        (7, 26),
        ("counter_charge",),
        "counter_charge",
        {"past": "counter_charge"},
        spelled=("カウンターチャージ",),
    ),
    Act(
        (7, 27),
        ("soul_charge",),
        "soul_charge",
        {"past": "soul_charge", "passive_past": "soul_charged"},
    ),
    # 7.28: the number of an icon's action increased / decreased (``_vg/cardtext`` cost_down)
    Act((7, 28), ("increase", "decrease"), read_by="cost_down"),
    Act((7, 29), ("bind",), "move", {"passive_past": "bound"}),
    Act((7, 30), ("lock",), "lock", states={"passive_prog": "locked"}),
    Act((7, 31), ("unlock",), "unlock"),
    # 7.32.1: 「…をデリートする」, 「…がデリートされた時」, 「…がデリートされているなら」 (7.32.2)
    Act((7, 32), ("delete",), "delete", {"passive_past": "deleted"}, {"passive_prog": "deleted"}),
    # 7.33.1.1: 「…を選び、タイムリープする」, 「…がタイムリープ(さ)れた時」 (``_vg/time_leap``)
    Act(
        (7, 33),
        ("time_leap",),
        "time_leap",
        {"past": "time_leaped", "passive_past": "time_leaped"},
        name="タイムリープ",
    ),
    # 7.34.1: a unit put on another circle of the field
    Act((7, 34), ("move",), "move", {"past": "moved"}),
    # 7.35: 「…に１ダメージを与える」 (``_vg/cardtext`` damage: ``Op("damage")``)
    Act((7, 35), (), read_by="damage"),
    Act((7, 36), ("attack",), events={"past": "attack", "passive_past": "attacked"}),
    Act(
        (7, 37),
        (),
        name="バトルする",
        refused="the attacked unit changed (7.37.1, 10.4.1.8), not read as a verb",
    ),
    # 7.38: 「アタック先を…に変更する」 (``_vg/cardtext``: ``Op("change_target")``)
    Act((7, 38), ("change_to",), read_by="change_target"),
    # 7.39: 「…を選び、（そのターン中、）支配する」 (``_vg/dominate``); 「支配された時」 / 「あなたに
    # 支配されている」 are not read
    Act(
        (7, 39),
        ("dominate",),
        "dominate",
        name="支配する",
        unread="an event or a state of domination (「支配された時」, 「支配されている」) is not read",
    ),
    # 7.40: 「ゲージとして置く」 (``_vg/cardtext``: ``Op("gauge")``)
    Act((7, 40), (), read_by="gauge"),
    # 7.41: 「…サークルを１つ選び、ステージにする」 (``_vg/cardtext._chosen_circle_made_stage``,
    # ``Op("stage")``, run by ``_vg/stage``)
    Act((7, 41), (), name="ステージにする", read_by="stage"),
    # 7.42: 「そのターン中、あなたは“一気爆勢”になる」 puts the fighter in the state for the period,
    # read by 「あなたが“一気呵勢”なら」 (``_vg/cardtext.FIGHTER_STATES``, 7.42.1.1)
    Act((7, 42), (), name="“一気呵勢”になる", read_by="fighter_state"),
    # 7.43: 「あなたの世界はXになる」 sets the fighter's world (7.43.2.2), read by 「あなたの世界が
    # 黑夜なら」 (7.43.1), as is the world a scenario gives
    Act((7, 43), (), name="世界/黑夜になる", read_by="world"),
    # 7.44: 「このカードをプレイする際、…を1枚選び、このカードに魔合成してよい」, an order's
    # instruction (``_vg/cardtext._fuse_instruction``), run as the order is played
    # (``specific.play_order`` with ``fuse:``)
    Act((7, 44), (), name="魔合成する", read_by="fuse"),
    Act(
        (7, 45),
        ("stand_up",),
        name="スタンドアップする",
        refused="an act of the game's set-up (7.45.1); its trigger's check timing (9.2.1) is not "
        "implemented",
    ),
    # 7.46: 「ツインドライブを行う」 (``_vg/cardtext._twin_drive_step``, round 34; the skill
    # 『ツインドライブ』 gained is 7.14's, ``give``)
    Act((7, 46), (), name="(ツイン)ドライブを行う", read_by="twin_drive"),
    # 7.47: 「AはBをブーストする」 (``_vg/cardtext._boost_step``, round 34)
    Act(
        (7, 47),
        ("boost",),
        events={"past": "boost", "passive_past": "boosted"},
        read_by="boost",
    ),
    # 7.48: 【エネルギーチャージ】(N), read as a charge word (``_vg/cardtext`` CHARGES)
    Act((7, 48), ("energy_charge",), events={"past": "energy_charge"}, read_by="charge"),
    Act(
        (7, 49),
        ("energy_blast",),
        events={"past": "energy_blast"},
        read_by="payment",
        spelled=("エネルギーブラスト",),
    ),
    Act((7, 50), ("choose",), "choose", {"passive_past": "chosen"}),
)


def verb_ops() -> dict[str, str]:
    """lexicon verb id -> the operation its plain step runs, for every action with one."""
    return {v: a.op for a in ACTIONS if a.op is not None for v in a.verbs}


def verb_clauses() -> dict[str, tuple[str, ...]]:
    """lexicon verb id -> the clauses a step said with it cites where it is carried out (``said``
    of that spelling, ``done`` of its action), for every action with some."""
    out: dict[str, tuple[str, ...]] = {}
    for a in ACTIONS:
        for v in a.verbs:
            got = a.done + a.said.get(v, ())
            if got:
                out[v] = tuple(dict.fromkeys(out.get(v, ()) + got))
    return out


def events() -> dict[tuple[str, str], str]:
    """(verb id, form) -> the event it names, for every action."""
    return {(v, f): ev for a in ACTIONS for v in a.verbs for f, ev in a.events.items()}


def states() -> dict[tuple[str, str], str]:
    """(verb id, form) -> the state it names, for every action."""
    return {(v, f): st for a in ACTIONS for v in a.verbs for f, st in a.states.items()}


def spelled() -> dict[str, str]:
    """The actions' names printed without brackets -> the verb id they are read as."""
    return {w: a.verbs[0] for a in ACTIONS if a.verbs for w in a.spelled}


def refusal(a: Act, declared: Mapping[str, str | tuple[str, str]]) -> str:
    """The reason a refused row gives, naming the action and its section: its own, or the
    game's declaration that the section is not implemented (``declared``: section -> why, or
    (ja, en))."""
    why = a.refused or ""
    if why == DECLARED:
        got = declared.get(a.clause)
        why = (got[1] if isinstance(got, tuple) else got) or "declared not implemented"
    return f"the specific action {a.name} ({a.clause}): {why}"


def refused(verb: str, step: bool = False) -> str | None:
    """Why the action a verb spells is not run (the reason names it and its section), else
    None; ``step``: read as a step of an effect (else as an event, a state or a condition — a
    row's ``unread`` reason)."""
    for a in ACTIONS:
        if verb in a.verbs and a.refused is not None:
            from ruling.rules import get_game

            return refusal(a, get_game("vg").not_implemented or {})
        if verb in a.verbs and a.unread is not None and not step:
            return f"the specific action {a.name} ({a.clause}): {a.unread}"
    return None
