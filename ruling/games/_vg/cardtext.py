"""Cardfight!! Vanguard card text: the grammar's typed AST compiled into a small program.

``compile_ability(node)`` takes one ``grammar.ast.Ability`` and returns a ``Program`` (where it
works, its trigger, condition, cost and effect steps as plain dataclasses), or raises
``Unsupported`` with the reason. The compiler is strict: every argument, term, label and
connector of the AST must be understood, otherwise the whole ability is unsupported and the
ruling reports its text; it is never run half-understood. The programs are executed by
``ruling.games._vg.abilities``; this module cites no rules and changes no state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from grammar import ast as A
from ruling.abilities import Unsupported, refuse_unread_shapes

# --------------------------------------------------------------------------- selectors

# what a noun phrase's last card word names (K:… ids of the lexicon)
KINDS = {
    "vanguard": "vanguard",
    "rearguard": "rearguard",
    "unit": "unit",
    "card": "card",
    "unit_card": "unit_card",
    "normal_unit": "normal_unit",
    "order": "order",
    "set_order": "set_order",
    "normal_order": "normal_order",
    "locked_card": "locked_card",  # 呪縛カード (7.30.1.2): on a circle, of either fighter
}
# zones a noun phrase can name (Z:… ids); the circles are kept as circle groups
ZONES = {
    "hand": "hand",
    "drop": "drop",
    "soul": "soul",
    "deck": "deck",
    "damage_zone": "damage",
    "bind_zone": "bind",
    "order_zone": "order_zone",
    "crest_zone": "crest_zone",
    "ride_deck": "ride_deck",
    "rear_circle": "rear",
    "vanguard_circle": "vanguard",
    "guardian_circle": "guardian",
    "center_stage": "front",
}
ICONS = {"aichi_icon": "aichi_icon", "kai_icon": "kai_icon"}
# the zone labels of 11.4.4 (【(V)】 …) as zone groups
LABEL_ZONES = {
    "(V)": ("vanguard",),
    "(R)": ("rear",),
    "(G)": ("guardian",),
    "後列の(R)": ("back",),
    "ドロップ": ("drop",),
    "手札": ("hand",),
    "ライドデッキ": ("ride_deck",),
    "オーダーゾーン": ("order_zone",),
    "ソウル": ("soul",),
}
ICON_LABELS = {"アイチアイコン": "aichi_icon", "櫂アイコン": "kai_icon"}
KEYWORD_SKILLS = {
    "boost": "boost",
    "intercept": "intercept",
    "twin_drive": "twin_drive",
    "triple_drive": "triple_drive",
    "sentinel": "sentinel",
}


@dataclass(frozen=True)
class Sel:
    """Which cards a noun phrase names.

    ``ref``: ``this`` (the card with the ability), ``that`` (そのユニット: the unit the trigger
    was about, else the cards just chosen), ``chosen`` (the cards chosen by the step before),
    ``called`` (the units a call step before made), ``rest`` (looked at, not chosen),
    or None (look in ``where``). ``where``: a zone (``hand`` ``drop`` ``soul`` ``deck``
    ``damage`` ``bind`` ``order_zone``) or a group of units (``vanguard`` ``rearguard`` ``unit``
    ``front`` — front-row rear-guards or units, with ``kind``)."""

    ref: str | None = None
    owner: str | None = None  # you / opponent / None = either
    where: str | None = None
    kind: str | None = None  # vanguard / rearguard / unit / card / unit_card / normal_unit
    names: tuple[str, ...] = ()  # exact card names (one of them)
    contains: tuple[str, ...] = ()  # 「…」を含む
    grade: tuple[str, int] | None = None  # (cmp, value)
    icons: tuple[str, ...] = ()
    count: int | None = None
    bound: str = "exact"  # exact / up_to / all
    other: bool = False
    face_up: bool | None = None
    column: str | None = None  # このユニットと同じ縦列の: "this"
    other_name: bool = False  # 別名の: a name other than this card's
    same_name: bool = False  # このカードと同名の: this card's name
    # 守護者を持たない / 【レガリスピース】を持たない: keywords it has not
    lacks: tuple[str, ...] = ()
    # 「X」を含むグレード３以上か「Y」: a card matching one of these
    alts: tuple[Sel, ...] = ()
    attacked: bool = False  # アタックされている: a unit being attacked in the battle now
    # あなたの時刻印ゲージ: the gauge cards with this name associated with the player (4.15.3.1,
    # 4.15.4.1)
    gauge_name: str | None = None
    not_contains: tuple[str, ...] = ()  # 「X」を含まない
    same_as: str | None = None  # それと同名の: compared with the card chosen before ("that")

    def describe(self) -> str:
        parts = [p for p in (self.ref, self.owner, self.where, self.kind) if p]
        parts += [f"「{n}」" for n in (*self.names, *self.contains)]
        return " ".join(parts)


def _count(c: A.Count) -> tuple[int | None, str]:
    if c.bound == "all":
        return None, "all"
    if c.number is None or c.number.value is None:
        raise Unsupported("a count given by a variable")
    if c.bound not in ("exact", "up_to"):
        raise Unsupported(f"a count bound {c.bound}")
    if c.unit not in ("card",):
        raise Unsupported(f"a count of unit {c.unit}")
    return c.number.value, c.bound


def _relative_filter(rel: A.Relative, s: dict[str, Any]) -> None:
    """「…」を含む / アイチアイコンを持つ inside a selector (the relative names no subject)."""
    c = rel.clause
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args):
        raise Unsupported("a relative clause with two arguments of one role")
    if (
        c.verb == "contain"
        and c.form is A.Form.FINAL
        and set(args) <= {A.Role.OBJECT, A.Role.SOURCE}
    ):
        o = args.get(A.Role.OBJECT)
        if isinstance(o, A.NounPhrase) and len(o.terms) == 1 and isinstance(o.terms[0], A.Name):
            s.setdefault("contains", []).append(o.terms[0].text)
            if A.Role.SOURCE in args:
                # ライドデッキから「X」を含む…: the grammar hangs the source on the relative clause
                src = sel(args[A.Role.SOURCE])
                if src.ref or src.kind or src.names or src.count is not None or "where" in s:
                    raise Unsupported("a relative clause with this source")
                s["owner"] = src.owner or s.get("owner")
                s["where"] = src.where
            return
    if c.verb == "have" and c.form is A.Form.FINAL and set(args) <= {A.Role.OBJECT, A.Role.SOURCE}:
        o = args.get(A.Role.OBJECT)
        if (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Word)
            and o.terms[0].id in ICONS
        ):
            s.setdefault("icons", []).append(ICONS[o.terms[0].id])
            if A.Role.SOURCE in args:
                src = sel(args[A.Role.SOURCE])
                if src.ref or src.kind or src.names or src.count is not None:
                    raise Unsupported("a relative clause with this source")
                s["owner"] = src.owner or s.get("owner")
                s["where"] = src.where
            return
    if (
        c.verb == "have"
        and c.form is A.Form.NEGATIVE
        and set(args) <= {A.Role.OBJECT, A.Role.SOURCE}
    ):
        # 【レガリスピース】を持たない / 守護者を持たない (a printed keyword the card lacks)
        o = args.get(A.Role.OBJECT)
        if (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 2
            and isinstance(o.terms[0], A.Relative)
            and isinstance(o.terms[1], A.Word)
        ):
            # 櫂アイコンを持つ守護者を持たないユニットカード: the grammar hangs 「櫂アイコンを持つ」 on
            # 守護者; it describes the card (a card with the icon that lacks the keyword)
            _relative_filter(o.terms[0], s)
            o = A.NounPhrase((o.terms[1],))
        if (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Word)
            and o.terms[0].id in LACKABLE
        ):
            s.setdefault("lacks", []).append(LACKABLE[o.terms[0].id])
            if A.Role.SOURCE in args:
                src = sel(args[A.Role.SOURCE])
                if src.ref or src.kind or src.names or src.count is not None or "where" in s:
                    raise Unsupported("a relative clause with this source")
                s["owner"] = src.owner or s.get("owner")
                s["where"] = src.where
            return
    if c.verb == "attack" and c.form is A.Form.PASSIVE_PROG and not args:
        # アタックされているあなたのユニット: a unit the battle now going on attacks
        s["attacked"] = True
        return
    if (
        c.verb == "contain"
        and c.form is A.Form.NEGATIVE
        and set(args) == {A.Role.OBJECT}
        and isinstance(args[A.Role.OBJECT], A.NounPhrase)
        and len(args[A.Role.OBJECT].terms) == 1
        and isinstance(args[A.Role.OBJECT].terms[0], A.Name)
    ):
        # 「X」を含まない
        s.setdefault("not_contains", []).append(args[A.Role.OBJECT].terms[0].text)
        return
    raise Unsupported(f"a relative clause {c.verb}.{c.form.value} in a selector")


# a player's gauge named by the card (‘(名称)ゲージ’, 4.15.4.1)
NAMED_GAUGES = {"time_mark_gauge": "時刻印"}

# keywords a selector can ask a card not to have (the card's own printed keyword)
LACKABLE = {"regalis_piece": "regalis_piece", "sentinel": "sentinel"}


def _split_or(np: A.NounPhrase) -> Sel | None:
    """「X」を含むグレード３以上か「Y」: two descriptions joined by か (a Name after the か, a
    description with filters before it) — a card matching either."""
    for i in range(1, len(np.terms)):
        if np.links[i - 1].rstrip("、") != "か" or not isinstance(np.terms[i], A.Name):
            continue
        left = np.terms[:i]
        if all(isinstance(t, A.Name) for t in left):
            return None  # 「X」か「Y」: names, kept as one selector
        if i + 1 != len(np.terms):
            raise Unsupported("a choice between two descriptions")
        a = sel(A.NounPhrase(left, np.links[: i - 1]))
        b = sel(A.NounPhrase(np.terms[i:], ()))
        for x in (a, b):
            if x.ref or x.owner or x.where or x.count is not None or x.column:
                raise Unsupported("a choice between two descriptions")
        return Sel(alts=(a, b))
    return None


def sel(np: A.NounPhrase | A.Duration | None) -> Sel:
    """Compile a noun phrase that names cards."""
    if not isinstance(np, A.NounPhrase):
        raise Unsupported("a missing or non-card noun phrase")
    either = _split_or(np)
    if either is not None:
        return either
    s: dict[str, Any] = {}
    for link in np.links:
        if link.rstrip("、") not in ("", "の", "か"):
            raise Unsupported(f"the link {link!r} in a noun phrase")
    skip = -1
    for i, t in enumerate(np.terms):
        link_before = (np.links[i - 1] if i > 0 else "").rstrip("、")
        if i == skip:
            continue
        if (
            isinstance(t, A.Relative)
            and t.clause.verb == "same"
            and i + 1 < len(np.terms)
            and np.terms[i + 1] == A.Position("column")
        ):
            # このユニットと同じ縦列の (4.9.1.1, 4.9.1.2)
            w = {a.role: a.value for a in t.clause.args}
            if set(w) != {A.Role.WITH} or sel(w[A.Role.WITH]) != Sel(ref="this"):
                raise Unsupported("a relative clause same.final in a selector")
            s["column"] = "this"
            skip = i + 1
            continue
        if isinstance(t, A.Owner):
            if t.who not in ("you", "opponent") or "owner" in s:
                raise Unsupported(f"owner {t.who}")
            s["owner"] = t.who
        elif isinstance(t, A.Ref):
            if t.id in ("this_unit", "this_card") and "ref" not in s:
                s["ref"] = "this"
            elif t.id in ("that_unit", "that_card", "it") and "ref" not in s:
                s["ref"] = "that"
            elif t.id == "remainder" and "ref" not in s:
                s["ref"] = "rest"  # 残り: the cards looked at and not chosen
            elif t.id == "other":
                s["other"] = True
            elif t.id == "different_name":
                s["other_name"] = True
            elif t.id == "same_name":
                s["same_name"] = True
            elif t.id == "any" and i == 0 and len(np.terms) > 1:
                pass  # いずれかの呪縛カード: of either fighter (no owner)
            else:
                raise Unsupported(f"the reference {t.id}")
        elif isinstance(t, A.CardKind):
            if t.id not in KINDS or "kind" in s:
                raise Unsupported(f"the card kind {t.id}")
            s["kind"] = KINDS[t.id]
        elif isinstance(t, A.Zone):
            if t.id not in ZONES or "where" in s:
                raise Unsupported(f"the zone {t.id}")
            if link_before == "か":
                raise Unsupported("a choice between zones")
            s["where"] = ZONES[t.id]
        elif isinstance(t, A.Name):
            if s.get("names") and link_before != "か":
                raise Unsupported("several names not joined by か")
            if link_before == "か" and any(k in s for k in ("contains", "grade", "icons", "kind")):
                # 「X」を含むグレード３以上か「Y」: one description or another, not both
                raise Unsupported("a choice between two descriptions")
            s.setdefault("names", []).append(t.text)
        elif isinstance(t, A.StatFilter):
            if t.stat.id != "grade" or t.value.value is None or "grade" in s:
                raise Unsupported("a filter on a value other than the grade")
            s["grade"] = (t.cmp, t.value.value)
        elif isinstance(t, A.Count):
            if "count" in s:
                raise Unsupported("two counts in one noun phrase")
            s["count"], s["bound"] = _count(t)
        elif isinstance(t, A.Relative):
            if i + 1 >= len(np.terms):
                raise Unsupported("a relative clause with nothing after it")
            _relative_filter(t, s)
        elif isinstance(t, A.Word) and t.id == "face_up":
            s["face_up"] = True
        elif isinstance(t, A.Word) and t.id in NAMED_GAUGES and "where" not in s:
            s["where"] = "gauge"
            s["gauge_name"] = NAMED_GAUGES[t.id]
        else:
            raise Unsupported(f"the term {type(t).__name__} {getattr(t, 'id', '')}".strip())
    if s.get("ref") and (s.get("kind") or s.get("where") or s.get("owner")):
        if not (s["ref"] == "that" and s.get("kind") in ("unit", None) and not s.get("where")):
            raise Unsupported("a reference with further words")
    for k in ("names", "contains", "icons", "lacks", "not_contains"):
        if k in s:
            s[k] = tuple(s[k])
    return Sel(**s)


def _bare_count(np: A.NounPhrase | A.Duration | None) -> tuple[int | None, str] | None:
    if isinstance(np, A.NounPhrase) and len(np.terms) == 1 and isinstance(np.terms[0], A.Count):
        return _count(np.terms[0])
    return None


# --------------------------------------------------------------------------- program


@dataclass(frozen=True)
class Cond:
    """A condition over the game state.

    ``what``: ``second`` (the master is the second player), ``count`` (cards matching ``sel``
    compared with ``n``), ``grade`` (the grade of the vanguard of ``owner``), ``vanguard`` (the
    vanguard of ``owner`` matches ``sel``'s filters), ``exists`` (a card matching ``sel``),
    ``turn`` (whose turn), ``persona`` (the master persona rode this turn), ``done`` (the step
    before did what it said: 引いたなら / コールしたなら), ``skill`` (the vanguard of ``owner``
    has the skill ``verb``, printed or gained), ``appeared`` (the trigger's 登場 was onto the
    circle group ``verb``), ``and``, ``or``."""

    what: str
    sel: Sel | None = None
    cmp: str = "ge"
    n: int = 1
    owner: str = "you"
    verb: str | None = None
    parts: tuple[Cond, ...] = ()


@dataclass(frozen=True)
class Op:
    """One effect step; ``optional``: 〜てよい; ``cond``: …なら (it and the rest of its sentence
    need it, 11.2.2); ``cost``: 【コスト】[…]することで (paid before it, may be declined)."""

    verb: str
    target: Sel | None = None
    n: int | None = None
    bound: str = "exact"
    stat: str | None = None
    amount: int = 0
    more: tuple[tuple[str, int], ...] = ()
    until: str | None = None
    dest: str | None = None
    orientation: str | None = None
    optional: bool = False
    cond: Cond | None = None
    cost: tuple[CostItem, ...] | None = None
    per: Sel | None = None
    per_stat: tuple[str, int] | None = None  # そのユニットのグレード１につき: (stat, step)
    sentence: int = 0
    skill: str | None = None
    modes: tuple[tuple[str, Program], ...] = ()  # 以下をN つ行う: (text, program) of each item
    name: str | None = None  # このカードは「X」として扱う: the name X
    replaces: int | None = None  # 「+A ではなく +B」: the amount A this step's B replaces
    # the replacements of this stat change's amount (11.3.1.3.5): (condition, amount), in order
    instead: tuple[tuple[Cond | None, int], ...] = ()


@dataclass(frozen=True)
class Trig:
    """What makes an automatic ability trigger.

    ``event``: ``ridden`` (this unit was ridden upon; ``by`` filters the new vanguard), ``rode``
    (the master rode), ``appear`` (this unit was placed on ``circles`` from ``src``), ``attack``
    (this unit attacked; ``target`` filters the attacked unit), ``attacked`` (a unit matching
    ``subject`` was attacked), ``boost`` (this unit boosted; ``target`` filters the boosted unit),
    ``guardian`` (this unit was put on the guardian circle), ``retired`` (this unit went from the
    field to the drop), ``discarded`` (this card was
    discarded from the hand), ``timing`` (the start of ``phase`` of ``owner``'s turn),
    ``battle_end`` (the end of a battle this unit attacked / boosted in, ``role``),
    ``unit_attack`` (a unit of yours matching ``subject`` attacked), ``vanguard_appear`` (a
    vanguard of yours matching ``subject`` appeared: a ride or a stride); ``appear`` onto the
    vanguard circle with ``target``: the unit rode upon a vanguard matching it."""

    event: str
    subject: Sel | None = None
    target: Sel | None = None
    circles: tuple[str, ...] = ()
    src: tuple[str, ...] = ()
    phase: str | None = None
    owner: str | None = None
    role: str | None = None
    during: str | None = None  # your turn / your ride phase / your main phase: "you:<phase>"


@dataclass(frozen=True)
class CostItem:
    """``blast``: counter / soul / energy blast, counter / soul charge (``what``, ``n``);
    ``discard`` (``n`` hand cards); ``self``: do something to this card (``verb``: rest, retire,
    soul, bind, remove, deck_bottom); ``reveal``: reveal ``n`` cards matching ``sel`` (its
    ``where``: ride deck or hand); ``either``: one of ``options``; ``hand_to_soul``: put ``n``
    hand cards into the soul."""

    what: str
    n: int = 1
    verb: str | None = None
    sel: Sel | None = None
    options: tuple[CostItem, ...] = ()  # ``either``: one of these, the payer's pick


@dataclass(frozen=True)
class Program:
    kind: str  # auto / activated / continuous / event / keyword
    zones: tuple[str, ...] = ()  # where it works (11.4.4); () = the rules' default
    steps: tuple[Op, ...] = ()
    trigger: Trig | None = None
    cond: Cond | None = None
    cost: tuple[CostItem, ...] = ()
    limit: str | None = None  # "turn" for 【ターン1回】 (12.3.2.1.1)
    keyword: str | None = None  # keyword ability / icon this line gives the card
    icons: tuple[str, ...] = ()
    params: tuple[Any, ...] = field(default_factory=tuple)
    free_if: Cond | None = None  # 「…なら、このコストはなくなる」 (a sentence before the trigger)
    divine: bool = False  # 【ディヴァインスキル】 (12.3.3): once per game for its master


# --------------------------------------------------------------------------- conditions

CMP = {"at_least": "ge", "exact": "eq", "up_to": "le", "at_most": "le"}


def _args(act: A.Action) -> dict[A.Role, A.NounPhrase | A.Duration]:
    out: dict[A.Role, A.NounPhrase | A.Duration] = {}
    for a in act.args:
        if a.role in out:
            raise Unsupported(f"two arguments with role {a.role.value}")
        out[a.role] = a.value
    return out


def _only(args: dict[A.Role, Any], allowed: set[A.Role], what: str) -> None:
    extra = set(args) - allowed
    if extra:
        raise Unsupported(f"{what} with {', '.join(sorted(r.value for r in extra))}")


def _during(d: A.NounPhrase | A.Duration | None) -> Cond | None:
    if d is None:
        return None
    if isinstance(d, A.Duration) and d.id == "during_your_turn":
        return Cond("turn", owner="you")
    if isinstance(d, A.Duration) and d.id == "during_opponent_turn":
        return Cond("turn", owner="opponent")
    raise Unsupported("a duration in a condition")


def _and(*cs: Cond | None) -> Cond | None:
    parts = tuple(c for c in cs if c is not None)
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Cond("and", parts=parts)


def _vanguard_of(np: A.NounPhrase | A.Duration | None) -> str | None:
    """``あなたのヴァンガード`` / ``相手のヴァンガード`` → you / opponent."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
        and np.terms[1] == A.CardKind("vanguard")
    ):
        return np.terms[0].who
    return None


def _vanguard_pred(pred: A.NounPhrase, during: Cond | None = None) -> Cond:
    """…が「X」を含むグレード3以上なら / …がアイチアイコンを持つグレード3以上なら: the predicate
    is a relative clause about the vanguard, then a grade filter."""
    terms = pred.terms
    if not terms or not isinstance(terms[0], A.Relative):
        raise Unsupported("a nominal predicate of this shape")
    c = terms[0].clause
    args = _args(c)
    inner_during = _during(args.pop(A.Role.TIME, None))
    who = _vanguard_of(args.get(A.Role.SUBJECT))
    if who is None:
        raise Unsupported("a predicate about something other than a vanguard")
    filt: dict[str, Any] = {}
    if c.verb == "contain" and set(args) == {A.Role.SUBJECT, A.Role.OBJECT}:
        o = args[A.Role.OBJECT]
        if not (
            isinstance(o, A.NounPhrase) and len(o.terms) == 1 and isinstance(o.terms[0], A.Name)
        ):
            raise Unsupported("を含む with something other than a name")
        filt["contains"] = (o.terms[0].text,)
    elif c.verb == "have" and set(args) == {A.Role.SUBJECT, A.Role.OBJECT}:
        o = args[A.Role.OBJECT]
        if not (
            isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Word)
            and o.terms[0].id in ICONS
        ):
            raise Unsupported("を持つ with something other than an icon")
        filt["icons"] = (ICONS[o.terms[0].id],)
    else:
        raise Unsupported(f"a predicate {c.verb}.{c.form.value}")
    rest = sel(A.NounPhrase(terms[1:], pred.links[1:]))
    if rest != Sel(grade=rest.grade) or rest.grade is None:
        raise Unsupported("a predicate with more than a grade after it")
    base = Cond("vanguard", sel=Sel(grade=rest.grade, **filt), owner=who)
    return _and(during, inner_during, base)  # type: ignore[return-value]


def condition(clause: A.Action | A.Unparsed) -> Cond:
    if isinstance(clause, A.Unparsed):
        raise Unsupported(f"an untyped condition: {clause.text}")
    args = _args(clause)
    during = _during(args.pop(A.Role.TIME, None))
    v, form = clause.verb, clause.form
    if v == "be" and form is A.Form.NOMINAL:
        _only(args, {A.Role.SUBJECT, A.Role.PREDICATE}, "a nominal condition")
        subj, pred = args.get(A.Role.SUBJECT), args.get(A.Role.PREDICATE)
        if not isinstance(pred, A.NounPhrase):
            raise Unsupported("a nominal condition without a predicate")
        if subj is None:
            return _vanguard_pred(pred, during)
        if _revealed(subj):
            return _and(during, _revealed_pred(pred))  # type: ignore[return-value]
        if pred.terms == (A.Word("second_player"),) and subj == A.NounPhrase((A.Owner("you"),)):
            return _and(during, Cond("second"))  # type: ignore[return-value]
        who = _vanguard_of(subj)
        if who is not None and len(pred.terms) == 1 and isinstance(pred.terms[0], A.Name):
            # あなたのヴァンガードが「X」なら
            return _and(during, Cond("vanguard", sel=Sel(names=(pred.terms[0].text,)), owner=who))  # type: ignore[return-value]
        if who is not None and len(pred.terms) == 1 and isinstance(pred.terms[0], A.StatFilter):
            f = pred.terms[0]
            if f.stat.id != "grade" or f.value.value is None:
                raise Unsupported("a vanguard condition on a value other than the grade")
            return _and(during, Cond("grade", owner=who, cmp=f.cmp, n=f.value.value))  # type: ignore[return-value]
        pc = pred.terms[0] if len(pred.terms) == 1 else None
        if isinstance(pc, A.Count) and pc.unit == "card":
            s = sel(subj)
            if s.ref is not None or s.count is not None or pc.number is None:
                raise Unsupported("a count condition of this shape")
            if pc.number.value is None:
                raise Unsupported("a count condition with a variable")
            if s.where is None and s.kind not in ("rearguard", "unit", "vanguard", "locked_card"):
                raise Unsupported("a count condition on cards with no zone")
            cmp = CMP.get(pc.bound)
            if cmp is None:
                raise Unsupported(f"a count comparison {pc.bound}")
            return _and(during, Cond("count", sel=s, cmp=cmp, n=pc.number.value))  # type: ignore[return-value]
        raise Unsupported("a nominal condition of this shape")
    if v == "have" and form is A.Form.FINAL:
        _only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a have condition")
        who = _vanguard_of(args.get(A.Role.SUBJECT))
        o = args.get(A.Role.OBJECT)
        if (
            who is not None
            and isinstance(o, A.NounPhrase)
            and len(o.terms) == 1
            and isinstance(o.terms[0], A.Word)
            and o.terms[0].id in ICONS
        ):
            return _and(during, Cond("vanguard", sel=Sel(icons=(ICONS[o.terms[0].id],)), owner=who))  # type: ignore[return-value]
        q = o.terms[0] if isinstance(o, A.NounPhrase) and len(o.terms) == 1 else None
        if who is not None and isinstance(q, A.Quote) and len(q.abilities) == 1:
            # …のヴァンガードが『トリプルドライブ』を持つなら: a skill, printed or gained
            kw = q.abilities[0].keyword
            if kw is not None and kw.id in KEYWORD_SKILLS and q.abilities[0].effect is None:
                return _and(during, Cond("skill", owner=who, verb=KEYWORD_SKILLS[kw.id]))  # type: ignore[return-value]
        raise Unsupported("a have condition of this shape")
    if v == "contain" and form is A.Form.FINAL and set(args) == {A.Role.SUBJECT, A.Role.OBJECT}:
        # あなたのヴァンガードが「X」を含むなら
        who = _vanguard_of(args[A.Role.SUBJECT])
        o = args[A.Role.OBJECT]
        if (
            who is None
            or not isinstance(o, A.NounPhrase)
            or len(o.terms) != 1
            or not isinstance(o.terms[0], A.Name)
        ):
            raise Unsupported("the condition contain.final")
        return _and(during, Cond("vanguard", sel=Sel(contains=(o.terms[0].text,)), owner=who))  # type: ignore[return-value]
    if v == "exist" and form is A.Form.NEGATIVE and A.Role.WITH in args:
        # このカードと同名のあなたのリアガードがいないなら (with 「…で、」 before it: the grammar
        # puts that condition on the vanguard as the means)
        _only(args, {A.Role.WITH, A.Role.SUBJECT, A.Role.MEANS}, "a negative existence condition")
        if sel(args[A.Role.WITH]) not in (Sel(ref="this"),):
            raise Unsupported("the condition exist.negative")
        s = sel(args.get(A.Role.SUBJECT))
        if not s.same_name or s.ref or s.count is not None or s.kind not in ("rearguard", "unit"):
            raise Unsupported("the condition exist.negative")
        before = None
        if A.Role.MEANS in args:
            m = args[A.Role.MEANS]
            if not isinstance(m, A.NounPhrase):
                raise Unsupported("the condition exist.negative")
            before = _vanguard_pred(m)
        return _and(during, before, Cond("count", sel=s, cmp="eq", n=0))  # type: ignore[return-value]
    g = args.get(A.Role.GOAL)
    if (
        v == "exist_thing"
        and form is A.Form.FINAL
        and isinstance(g, A.NounPhrase)
        and len(g.terms) == 3
        and isinstance(g.terms[0], A.Owner)
        and all(isinstance(t, A.Zone) for t in g.terms[1:])
        and g.links[-1] == "か"
    ):
        # あなたの、(R)かバインドゾーンに「X」があるなら: in either zone
        parts = []
        for z in g.terms[1:]:
            one = A.Action(
                v,
                (
                    A.Arg(A.Role.GOAL, A.NounPhrase((g.terms[0], z), ("の",))),
                    A.Arg(A.Role.SUBJECT, args[A.Role.SUBJECT]),
                ),
                form,
            )
            parts.append(condition(one))
        return _and(during, Cond("or", parts=tuple(parts)))  # type: ignore[return-value]
    alt = _existence_alternative(g) if v == "exist_thing" and form is A.Form.FINAL else None
    if alt is not None:
        # いずれかの呪縛カードか、あなたのオーダーゾーンにセットオーダーがあるなら: the grammar
        # reads 「Aか、Zに」 as one place; A is a card description (it names no zone), so it is a
        # thing that exists in its own right — there is A, or there is the subject in Z
        first, place = alt
        one = A.Action(v, (A.Arg(A.Role.SUBJECT, first),), form)
        two = A.Action(
            v,
            tuple(a if a.role is not A.Role.GOAL else A.Arg(a.role, place) for a in clause.args),
            form,
        )
        return _and(during, Cond("or", parts=(condition(one), condition(two))))  # type: ignore[return-value]
    if v == "exist_thing" and form is A.Form.FINAL:
        _only(args, {A.Role.SUBJECT, A.Role.GOAL, A.Role.WITH}, "an existence condition")
        s = sel(args.get(A.Role.SUBJECT))
        if A.Role.WITH in args:
            # …にこのユニットと同名のカードがあるなら: the card compared with is this one
            if sel(args[A.Role.WITH]) != Sel(ref="this") or not (s.same_name or s.other_name):
                raise Unsupported("an existence condition with with")
        place = sel(args.get(A.Role.GOAL)) if A.Role.GOAL in args else None
        if place is not None:
            if place.ref or place.kind or place.names or place.count is not None:
                raise Unsupported("an existence condition at a card")
            s = replace(s, where=place.where, owner=place.owner or s.owner)
        if (
            s.ref is not None
            or s.count is not None
            or (s.where is None and s.kind != "locked_card")
        ):
            raise Unsupported("an existence condition of this shape")
        return _and(during, Cond("count", sel=s, cmp="ge", n=1))  # type: ignore[return-value]
    if v == "persona_ride" and form is A.Form.PROGRESSIVE:
        if set(args) == {A.Role.GOAL, A.Role.SUBJECT} and args[A.Role.SUBJECT] == A.NounPhrase(
            (A.Owner("you"),)
        ):
            g = args[A.Role.GOAL]
            if isinstance(g, A.NounPhrase) and g.terms == (A.Ref("this"), A.Word("turn")):
                return _and(during, Cond("persona"))  # type: ignore[return-value]
        raise Unsupported("a persona-ride condition of this shape")
    if form is A.Form.PAST and not args and v in ("draw", "call", "put", "ride", "reveal"):
        return Cond("done", verb=v)
    if form is A.Form.PAST and not args and v == "discard":
        return Cond("done", verb=v)
    if (
        form in (A.Form.NEGATIVE_PAST, A.Form.NEGATIVE)
        and not args
        and v in ("draw", "call", "put", "reveal", "discard")
    ):
        return Cond("not_done", verb=v)  # 公開しなかったなら / 捨てないなら (11.2.3)
    if v == "appear" and form is A.Form.PAST and set(args) == {A.Role.SOURCE}:
        # 手札から登場したなら: the 登場 the trigger was about came from the hand
        if sel(args[A.Role.SOURCE]) != Sel(where="hand"):
            raise Unsupported("an appear condition of this shape")
        return _and(during, Cond("rode_from", verb="hand"))  # type: ignore[return-value]
    if v == "appear" and form is A.Form.PAST and set(args) == {A.Role.GOAL}:
        # (V)に登場したなら: where the trigger's 登場 put this unit
        g = sel(args[A.Role.GOAL])
        if g.where not in ("vanguard", "rear") or g.ref or g.owner or g.kind:
            raise Unsupported("an appear condition of this shape")
        return _and(during, Cond("appeared", verb=g.where))  # type: ignore[return-value]
    raise Unsupported(f"the condition {v}.{form.value}")


def _existence_alternative(
    g: A.NounPhrase | A.Duration | None,
) -> tuple[A.NounPhrase, A.NounPhrase] | None:
    """「Aか、Zに(B)がある」 typed as one place 「Aか、Z」: (A, Z) when the part before the か names
    a kind of card and no zone, and the part after it is a place (an owner and a zone)."""
    if not isinstance(g, A.NounPhrase) or "か、" not in g.links:
        return None
    k = g.links.index("か、") + 1
    left, right = g.terms[:k], g.terms[k:]
    if not any(isinstance(t, A.CardKind) for t in left) or any(isinstance(t, A.Zone) for t in left):
        return None
    if not right or not isinstance(right[-1], A.Zone):
        return None
    return A.NounPhrase(left, g.links[: k - 1]), A.NounPhrase(right, g.links[k:])


def _revealed(np: A.NounPhrase | A.Duration) -> bool:
    """公開したカード: the card this ability revealed (the one chosen and revealed before)."""
    if not isinstance(np, A.NounPhrase):
        return False
    if np.terms == (A.Ref("revealed_card"),):
        return True
    return (
        len(np.terms) == 2
        and isinstance(np.terms[0], A.Relative)
        and np.terms[0].clause == A.Action("reveal", (), A.Form.PAST)
        and np.terms[1] == A.CardKind("card")
    )


def _revealed_pred(pred: A.NounPhrase) -> Cond:
    """公開したカードが【煌求者】なら (the card has the keyword) / 公開したカードがあなたのヴァン
    ガードのグレード以下なら (its grade is at most the vanguard's)."""
    t = pred.terms
    if len(t) == 1 and isinstance(t[0], A.Label) and t[0].kind == "keyword":
        k = t[0].keyword
        kid = k.id if k is not None else BARE_KEYWORD_NAMES.get(t[0].name)
        if kid in BARE_KEYWORDS and not (k is not None and k.args):
            return Cond("keyword", sel=Sel(ref="chosen"), verb=BARE_KEYWORDS[kid])
    # the grammar types 「グレード以下」 here as grade + the word 以下 (‘following’); after a value
    # in a predicate it can only be 'at most'
    if t == (
        A.Owner("you"),
        A.CardKind("vanguard"),
        A.Stat("grade"),
        A.Ref("following"),
    ) and pred.links == ("の", "の", ""):
        return Cond("grade_vs_vanguard", sel=Sel(ref="chosen"), cmp="le", owner="you")
    raise Unsupported("a condition on the revealed card of this shape")


def or_condition(st: A.Step, nxt: A.Step) -> Cond:
    """「公開したか、あなたのヴァンガードがアイチアイコンを持つグレード３以上なら」: the grammar
    gives a step 「A か B」 (two relative clauses) and puts the rest of B (グレード３以上なら) on
    the next step's condition. The two joined: A or B."""
    b = st.body
    if not isinstance(b, A.Action) or len(b.args) != 2 or nxt.condition is None:
        raise Unsupported("an or-condition of this shape")
    rels = []
    for a in b.args:
        v = a.value
        if not (isinstance(v, A.NounPhrase) and len(v.terms) == 1):
            raise Unsupported("an or-condition of this shape")
        r = v.terms[0]
        if not isinstance(r, A.Relative):
            raise Unsupported("an or-condition of this shape")
        rels.append(r.clause)
    tail = nxt.condition.clause
    if not isinstance(tail, A.Action) or tail.verb != "be" or tail.form is not A.Form.NOMINAL:
        raise Unsupported("an or-condition of this shape")
    targs = {a.role: a.value for a in tail.args}
    pred = targs.get(A.Role.PREDICATE)
    if set(targs) != {A.Role.PREDICATE} or not isinstance(pred, A.NounPhrase):
        raise Unsupported("an or-condition of this shape")
    first = condition(rels[0])
    # the second clause with the predicate after it: …が[X]を持つグレード３以上
    joined = A.NounPhrase((A.Relative(rels[1]), *pred.terms), ("", *pred.links))
    second = _vanguard_pred(joined)
    return Cond("or", parts=(first, second))


# --------------------------------------------------------------------------- triggers

PHASES = {
    "ride_phase": "ride",
    "battle_phase": "battle",
    "main_phase": "main",
    "draw_phase": "draw",
    "stand_phase": "stand",
    "end_phase": "end",
}


def _phase_of(np: A.NounPhrase | A.Duration) -> tuple[str, str]:
    """``あなたの<phase>`` → ("you", phase); ``あなたのターン`` → ("you", "turn")."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Owner)
        and np.terms[0].who in ("you", "opponent")
        and isinstance(np.terms[1], A.Word)
        and (np.terms[1].id in PHASES or np.terms[1].id == "turn")
    ):
        w = np.terms[1].id
        return np.terms[0].who, PHASES.get(w, "turn")
    raise Unsupported("a time of this shape in a trigger")


def _circles(np: A.NounPhrase | A.Duration | None) -> tuple[str, ...]:
    if not isinstance(np, A.NounPhrase) or np.links not in ((), ("か",)):
        raise Unsupported("a trigger with this destination")
    out = []
    for t in np.terms:
        if not isinstance(t, A.Zone) or t.id not in ("rear_circle", "vanguard_circle"):
            raise Unsupported("a trigger with this destination")
        out.append(ZONES[t.id])
    return tuple(out)


def _lead_relative(np: A.NounPhrase) -> A.NounPhrase:
    """「X」を含むグレード３以上のあなたのヴァンガードがアタックした時 / このユニットが「X」を含む
    グレード３にライドされた時: the grammar gives the trigger two relative clauses; the first
    (a filter: を含む / を持つ) belongs to the noun phrase of the second. Returns the one clause
    with the filter put in front of that noun phrase (and the first clause's subject, if it has
    one, as the subject of the second)."""
    first, second = np.terms
    if not (isinstance(first, A.Relative) and isinstance(second, A.Relative)):
        return np
    f, c = first.clause, second.clause
    if f.verb not in ("contain", "have") or f.form is not A.Form.FINAL:
        return np
    fargs = {a.role: a for a in f.args}
    if set(fargs) - {A.Role.SUBJECT, A.Role.OBJECT} or A.Role.OBJECT not in fargs:
        return np
    filt = A.Relative(A.Action(f.verb, (fargs[A.Role.OBJECT],), f.form))
    cargs = list(c.args)
    roles = [a.role for a in cargs]
    if A.Role.SUBJECT in fargs:  # このユニットが「X」を含むグレード３にライドされた
        if A.Role.SUBJECT in roles or A.Role.GOAL not in roles:
            return np
        k = roles.index(A.Role.GOAL)
        cargs.append(fargs[A.Role.SUBJECT])
    else:  # 「X」を含むグレード３以上のあなたのヴァンガードが…
        if A.Role.SUBJECT not in roles:
            return np
        k = roles.index(A.Role.SUBJECT)
    target = cargs[k].value
    if not isinstance(target, A.NounPhrase):
        return np
    cargs[k] = A.Arg(cargs[k].role, A.NounPhrase((filt, *target.terms), ("", *target.links)))
    return A.NounPhrase((A.Relative(A.Action(c.verb, tuple(cargs), c.form)),))


def _rode_from(e: A.Action) -> tuple[A.Action, Sel]:
    """このユニットが「X」から / グレード０からライドして登場した時: the appear trigger, and
    which vanguard it rode upon."""
    if len(e.args) != 2:
        raise Unsupported("a trigger of this shape")
    a, b = (x.value for x in e.args)
    if not (
        isinstance(a, A.NounPhrase)
        and len(a.terms) == 1
        and isinstance(a.terms[0], A.Relative)
        and isinstance(b, A.NounPhrase)
        and len(b.terms) == 1
        and isinstance(b.terms[0], A.Relative)
    ):
        raise Unsupported("a trigger of this shape")
    ride, when = a.terms[0].clause, b.terms[0].clause
    args = _args(ride)
    if (
        ride.verb != "ride"
        or ride.form is not A.Form.TE
        or set(args) != {A.Role.SUBJECT, A.Role.SOURCE}
        or sel(args[A.Role.SUBJECT]) != Sel(ref="this")
        or when.verb != "when"
        or len(when.args) != 1
    ):
        raise Unsupported("a trigger of this shape")
    inner = when.args[0].value
    if not (
        isinstance(inner, A.NounPhrase)
        and len(inner.terms) == 1
        and isinstance(inner.terms[0], A.Relative)
        and inner.terms[0].clause.verb == "appear"
        and inner.terms[0].clause.form is A.Form.PAST
        and not inner.terms[0].clause.args
    ):
        raise Unsupported("a trigger of this shape")
    src = sel(args[A.Role.SOURCE])
    if src.ref or src.owner or src.where or src.count is not None or src.icons:
        raise Unsupported("a ride from a unit of this description")
    appear = A.Action(
        "appear",
        (
            A.Arg(A.Role.SUBJECT, args[A.Role.SUBJECT]),
            A.Arg(A.Role.GOAL, A.NounPhrase((A.Zone("vanguard_circle"),))),
        ),
        A.Form.PAST,
    )
    clause = A.Action("when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(appear),))),), when.form)
    return clause, src


def trigger(t: A.Trigger) -> Trig:
    e = t.event
    if isinstance(e, A.Unparsed):
        raise Unsupported(f"an untyped trigger: {e.text}")
    if isinstance(e, A.Timing):
        terms = e.scope.terms
        if e.point != "start" and not (e.point == "end" and terms[-1:] == (A.Word("battle"),)):
            raise Unsupported("a timing at the end of something other than a battle")
        if e.point == "start":
            who, phase = _phase_of(e.scope)
            if phase == "turn":
                raise Unsupported("the start of a turn")
            return Trig("timing", phase=phase, owner=who)
        # このユニットがアタックした / ブーストしたバトル終了時
        if len(terms) == 2 and isinstance(terms[0], A.Relative):
            c = terms[0].clause
            args = _args(c)
            if (
                c.verb in ("attack", "boost")
                and c.form is A.Form.PAST
                and set(args) == {A.Role.SUBJECT}
                and sel(args[A.Role.SUBJECT]).ref == "this"
            ):
                return Trig("battle_end", role=c.verb)
            if (
                c.verb == "attack"
                and c.form is A.Form.PAST
                and set(args) == {A.Role.SUBJECT, A.Role.GOAL}
                and sel(args[A.Role.SUBJECT]).ref == "this"
                and sel(args[A.Role.GOAL]) in (Sel(kind="rearguard"), Sel(kind="vanguard"))
            ):
                # このユニットがリアガードに / ヴァンガードにアタックしたバトル終了時
                return Trig("battle_end", role="attack", target=sel(args[A.Role.GOAL]))
        raise Unsupported("a battle-end trigger of this shape")
    from_unit: Sel | None = None
    if isinstance(e, A.Action) and e.verb == "and":
        e, from_unit = _rode_from(e)
    if not isinstance(e, A.Action) or e.verb != "when" or len(e.args) != 1:
        raise Unsupported("a trigger of this shape")
    np = e.args[0].value
    if isinstance(np, A.NounPhrase) and len(np.terms) == 2:
        np = _lead_relative(np)
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        raise Unsupported("a trigger of this shape")
    rel = np.terms[0]
    if not isinstance(rel, A.Relative):
        raise Unsupported("a trigger of this shape")
    c = rel.clause
    during: str | None = None
    plain: list[A.Arg] = []
    for a in c.args:
        # あなたのターンに / あなたのメインフェイズに (the second に of the clause)
        if a.role is A.Role.GOAL and isinstance(a.value, A.NounPhrase):
            try:
                who, phase = _phase_of(a.value)
            except Unsupported:
                plain.append(a)
                continue
            if who != "you" or during is not None:
                raise Unsupported("a trigger restricted to the opponent's turn")
            during = phase
            continue
        plain.append(a)
    args = _args(A.Action(c.verb, tuple(plain), c.form))
    v, form = c.verb, c.form
    this = Sel(ref="this")

    def subj_this() -> None:
        if sel(args.get(A.Role.SUBJECT)) != this:
            raise Unsupported(f"a {v} trigger about another unit")

    if v == "ride" and form is A.Form.PASSIVE_PAST:
        _only(args, {A.Role.SUBJECT, A.Role.GOAL}, "a ridden trigger")
        subj_this()
        by = sel(args[A.Role.GOAL]) if A.Role.GOAL in args else None
        if by is not None and (by.ref or by.owner or by.where or by.count is not None):
            raise Unsupported("ridden by a unit of this description")
        return Trig("ridden", target=by, during=during)
    if v == "ride" and form is A.Form.PAST:
        _only(args, {A.Role.SUBJECT}, "a ride trigger")
        if args.get(A.Role.SUBJECT) != A.NounPhrase((A.Owner("you"),)):
            raise Unsupported("a ride trigger about someone else")
        return Trig("rode", during=during)
    if v == "appear" and form is A.Form.PAST and A.Role.GOAL not in args and from_unit is None:
        # グレード３以上のあなたのヴァンガードが登場した時: another unit, on the vanguard circle
        _only(args, {A.Role.SUBJECT}, "an appear trigger")
        s = sel(args.get(A.Role.SUBJECT))
        if s.ref is not None or s.owner != "you" or s.kind != "vanguard" or s.where:
            raise Unsupported("an appear trigger about these units")
        return Trig("vanguard_appear", subject=s, during=during)
    if v == "appear" and form is A.Form.PAST:
        _only(args, {A.Role.SUBJECT, A.Role.GOAL, A.Role.SOURCE}, "an appear trigger")
        subj_this()
        if from_unit is not None:
            if A.Role.SOURCE in args:
                raise Unsupported("an appear trigger of this shape")
            return Trig("appear", circles=("vanguard",), target=from_unit, during=during)
        src: tuple[str, ...] = ()
        if A.Role.SOURCE in args:
            s = sel(args[A.Role.SOURCE])
            if s.where not in ("hand", "drop", "soul", "deck") or s.ref or s.kind or s.owner:
                raise Unsupported("an appear trigger from this zone")
            src = (s.where,)
        return Trig("appear", circles=_circles(args.get(A.Role.GOAL)), src=src, during=during)
    if v == "attack" and form is A.Form.PAST and sel(args.get(A.Role.SUBJECT)).ref is None:
        # 「X」を含むグレード３以上のあなたのヴァンガードがアタックした時: another unit attacks
        _only(args, {A.Role.SUBJECT}, "an attack trigger")
        s = sel(args.get(A.Role.SUBJECT))
        if s.owner != "you" or s.kind not in ("vanguard", "rearguard", "unit") or s.where:
            raise Unsupported("an attack trigger about these units")
        if s.count is not None:
            raise Unsupported("an attack trigger about these units")
        return Trig("unit_attack", subject=s, during=during)
    if v == "attack" and form is A.Form.PAST:
        _only(args, {A.Role.SUBJECT, A.Role.GOAL}, "an attack trigger")
        subj_this()
        tgt = sel(args[A.Role.GOAL]) if A.Role.GOAL in args else None
        if tgt is not None and (tgt.ref or tgt.owner or tgt.where or tgt.count is not None):
            raise Unsupported("an attack trigger against this target")
        if tgt is not None and tgt.kind not in (None, "vanguard", "rearguard"):
            raise Unsupported("an attack trigger against this target")
        return Trig("attack", target=tgt, during=during)
    if v == "attack" and form is A.Form.PASSIVE_PAST:
        _only(args, {A.Role.SUBJECT}, "an attacked trigger")
        s = sel(args.get(A.Role.SUBJECT))
        if s.ref not in (None, "this") or s.where or s.count is not None:
            raise Unsupported("an attacked trigger about these units")
        if s.ref is None and (s.owner != "you" or s.kind not in ("unit", "vanguard", "rearguard")):
            raise Unsupported("an attacked trigger about these units")
        return Trig("attacked", subject=s, during=during)
    if v == "boost" and form is A.Form.PAST:
        _only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a boost trigger")
        subj_this()
        tgt = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else None
        if tgt is not None and (tgt.ref or tgt.owner or tgt.where or tgt.count is not None):
            raise Unsupported("a boost trigger for this unit")
        return Trig("boost", target=tgt, during=during)
    if v == "put" and form is A.Form.PASSIVE_PAST:
        _only(args, {A.Role.SUBJECT, A.Role.GOAL}, "a placement trigger")
        subj_this()
        g = sel(args.get(A.Role.GOAL))
        if g != Sel(where="guardian"):
            raise Unsupported("a placement trigger for this zone")
        return Trig("guardian", during=during)
    if v == "retire" and form is A.Form.PAST:
        # このユニットが退却した時: this unit went from the field to the drop
        _only(args, {A.Role.SUBJECT}, "a retire trigger")
        subj_this()
        return Trig("retired", during=during)
    if v == "bind" and form is A.Form.PASSIVE_PAST and A.Role.MEANS in args:
        # あなたの他のユニットがあなたのヴァンガードの能力でバインドされた時
        _only(args, {A.Role.SUBJECT, A.Role.MEANS}, "a bind trigger")
        s_ = sel(args.get(A.Role.SUBJECT))
        if s_ != Sel(owner="you", kind="unit", other=True) or args[A.Role.MEANS] != A.NounPhrase(
            (A.Owner("you"), A.CardKind("vanguard"), A.CardKind("ability")), ("の", "の")
        ):
            raise Unsupported("a bind trigger with means")
        return Trig("bound_by", subject=s_, role="vanguard", during=during)
    if v == "bind" and form is A.Form.PASSIVE_PAST:
        # このユニットが(R)からバインドされた時: this unit went from a rear-guard circle to the
        # bind zone (7.29.1)
        _only(args, {A.Role.SUBJECT, A.Role.SOURCE}, "a bind trigger")
        subj_this()
        if sel(args.get(A.Role.SOURCE)) != Sel(where="rear"):
            raise Unsupported("a bind trigger from this zone")
        return Trig("bound", src=("rear",), during=during)
    if v == "discard" and form is A.Form.PASSIVE_PAST:
        _only(args, {A.Role.SUBJECT, A.Role.SOURCE}, "a discard trigger")
        subj_this()
        if sel(args.get(A.Role.SOURCE)) != Sel(where="hand"):
            raise Unsupported("a discard trigger from this zone")
        return Trig("discarded", during=during)
    raise Unsupported(f"the trigger {v}.{form.value}")


# --------------------------------------------------------------------------- costs

BLASTS = {
    "counter_blast": "counter_blast",
    "soul_blast": "soul_blast",
    "energy_blast": "energy_blast",
    "counter_charge": "counter_charge",
    "soul_charge": "soul_charge",
    "energy_charge": "energy_charge",
}


def _blast(np: A.NounPhrase | A.Duration | None) -> tuple[str, int] | None:
    """【カウンターブラスト】(1) → ("counter_blast", 1)."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.links == ("",)
        and isinstance(np.terms[0], A.Word)
        and np.terms[0].id in BLASTS
        and isinstance(np.terms[1], A.Count)
        and np.terms[1].unit == "paren"
        and np.terms[1].number is not None
        and np.terms[1].number.value is not None
    ):
        return BLASTS[np.terms[0].id], np.terms[1].number.value
    return None


def _blast_choice(np: A.NounPhrase | A.Duration | None) -> tuple[CostItem, ...] | None:
    """【カウンターブラスト】(1)か【エネルギーブラスト】(3): a cost of one of these, the payer's
    pick."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 4 or np.links != ("", "か", ""):
        return None
    a = _blast(A.NounPhrase(np.terms[:2], ("",)))
    b = _blast(A.NounPhrase(np.terms[2:], ("",)))
    blasts = ("counter_blast", "soul_blast", "energy_blast")
    if a is None or b is None or a[0] not in blasts or b[0] not in blasts:
        return None
    return (CostItem(a[0], a[1]), CostItem(b[0], b[1]))


SELF_COSTS = {"rest": "rest", "retire": "retire", "bind": "bind", "remove": "remove"}


def cost_items(cost: A.Cost) -> tuple[CostItem, ...]:
    out: list[CostItem] = []
    for item in cost.items:
        b = item.body
        if isinstance(b, A.Unparsed):
            raise Unsupported(f"an untyped cost: {b.text}")
        if isinstance(b, A.Count):
            raise Unsupported("a cost count")
        args = _args(b)
        if b.verb == "be" and b.form is A.Form.NOMINAL and set(args) == {A.Role.PREDICATE}:
            alts = _blast_choice(args[A.Role.PREDICATE])
            if alts is not None:
                out.append(CostItem("either", options=alts))
                continue
            bl = _blast(args[A.Role.PREDICATE])
            if bl is None or bl[0] not in ("counter_blast", "soul_blast", "energy_blast"):
                raise Unsupported("a cost of this shape (a choice of costs?)")
            out.append(CostItem(bl[0], bl[1]))
            continue
        if b.verb == "discard" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE):
            _only(args, {A.Role.SOURCE, A.Role.NONE}, "a discard cost")
            nb = _bare_count(args.get(A.Role.NONE))
            if sel(args.get(A.Role.SOURCE)) != Sel(where="hand") or nb is None or nb[0] is None:
                raise Unsupported("a discard cost of this shape")
            if nb[1] != "exact":
                raise Unsupported("a discard cost of an open number")
            out.append(CostItem("discard", nb[0]))
            continue
        if b.verb in SELF_COSTS and b.form in (
            A.Form.FINAL,
            A.Form.CAUSATIVE,
            A.Form.CONTINUATIVE,
        ):
            _only(args, {A.Role.OBJECT, A.Role.SOURCE}, f"a {b.verb} cost")
            if sel(args.get(A.Role.OBJECT)) != Sel(ref="this"):
                raise Unsupported(f"a {b.verb} cost of other cards")
            if A.Role.SOURCE in args and sel(args[A.Role.SOURCE]) != Sel(where="drop"):
                raise Unsupported(f"a {b.verb} cost from this zone")
            out.append(CostItem("self", verb=SELF_COSTS[b.verb]))
            continue
        if b.verb == "reveal" and b.form is A.Form.FINAL:
            # [ライドデッキから「X」を含むグレード３を１枚公開する] (7.10.1)
            _only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a reveal cost")
            nb = _bare_count(args.get(A.Role.NONE))
            o = args.get(A.Role.OBJECT)
            if isinstance(o, A.NounPhrase) and o.terms and isinstance(o.terms[0], A.Relative):
                # the grammar hangs ライドデッキから on the relative clause: take it from there
                rc = o.terms[0].clause
                rargs = {a.role: a for a in rc.args}
                if A.Role.SOURCE in rargs and A.Role.SOURCE not in args:
                    args[A.Role.SOURCE] = rargs[A.Role.SOURCE].value
                    inner = A.Action(
                        rc.verb, tuple(a for a in rc.args if a.role is not A.Role.SOURCE), rc.form
                    )
                    o = A.NounPhrase((A.Relative(inner), *o.terms[1:]), o.links)
            target = sel(o)
            src = sel(args.get(A.Role.SOURCE)) if A.Role.SOURCE in args else None
            if (
                nb is None
                or nb[0] is None
                or nb[1] != "exact"
                or src is None
                or src.where not in ("ride_deck", "hand")
                or src.ref
                or target.ref
                or target.count is not None
            ):
                raise Unsupported("a reveal cost of this shape")
            out.append(CostItem("reveal", nb[0], sel=replace(target, where=src.where, owner="you")))
            continue
        if (
            b.verb == "put"
            and b.form is A.Form.FINAL
            and set(args) == {A.Role.SOURCE, A.Role.NONE, A.Role.MEANS}
        ):
            # [手札から１枚時刻印ゲージとして表で置く]: as the master's named gauge (7.40.7)
            nb = _bare_count(args[A.Role.NONE])
            m = args[A.Role.MEANS]
            if (
                sel(args[A.Role.SOURCE]) != Sel(where="hand")
                or nb is None
                or nb[0] is None
                or nb[1] != "exact"
                or not isinstance(m, A.NounPhrase)
                or len(m.terms) != 3
                or not isinstance(m.terms[0], A.Word)
                or m.terms[0].id not in NAMED_GAUGES
                or m.terms[1] != A.Word("as")
                or not isinstance(m.terms[2], A.Word)
                or m.terms[2].id != "face_up"
            ):
                raise Unsupported("a put cost of this shape")
            out.append(CostItem("hand_to_gauge", nb[0], verb=NAMED_GAUGES[m.terms[0].id]))
            continue
        if (
            b.verb == "put"
            and b.form is A.Form.FINAL
            and set(args) == {A.Role.SOURCE, A.Role.NONE, A.Role.GOAL}
        ):
            # [手札から１枚ソウルに置く]
            nb = _bare_count(args[A.Role.NONE])
            if (
                sel(args[A.Role.SOURCE]) != Sel(where="hand")
                or sel(args[A.Role.GOAL]) != Sel(where="soul")
                or nb is None
                or nb[0] is None
                or nb[1] != "exact"
            ):
                raise Unsupported("a put cost of this shape")
            out.append(CostItem("hand_to_soul", nb[0]))
            continue
        if b.verb == "put" and b.form is A.Form.FINAL:
            _only(args, {A.Role.OBJECT, A.Role.GOAL}, "a put cost")
            if sel(args.get(A.Role.OBJECT)) != Sel(ref="this"):
                raise Unsupported("a put cost of other cards")
            g = args.get(A.Role.GOAL)
            if g == A.NounPhrase((A.Zone("soul"),)):
                out.append(CostItem("self", verb="soul"))
            elif g == A.NounPhrase((A.Zone("deck"), A.Position("bottom")), ("の",)):
                out.append(CostItem("self", verb="deck_bottom"))
            else:
                raise Unsupported("a put cost to this zone")
            continue
        raise Unsupported(f"a cost {b.verb}.{b.form.value}")
    return tuple(out)


# --------------------------------------------------------------------------- effects

DURATIONS = {"this_turn": "turn", "this_battle": "battle"}
STATS = ("power", "critical", "drive", "shield")
STEP_FORMS = (
    A.Form.FINAL,
    A.Form.CONTINUATIVE,
    A.Form.TE,
    A.Form.OPTIONAL,
    A.Form.NOMINAL,
    A.Form.CAUSATIVE,
    A.Form.CAUSATIVE_CONT,
    A.Form.CAUSATIVE_OPTIONAL,
    A.Form.PASSIVE_NEG,
)


def _stat_target(np: A.NounPhrase | A.Duration | None) -> tuple[Sel, str]:
    """``このユニットのパワー`` → (this, power); ``パワー`` alone → (that / chosen, power)."""
    if not isinstance(np, A.NounPhrase) or not np.terms or not isinstance(np.terms[-1], A.Stat):
        raise Unsupported("a stat change without a stat")
    st = np.terms[-1].id
    if st not in STATS:
        raise Unsupported(f"a change of {st}")
    if len(np.terms) == 1:
        return Sel(ref="implied"), st
    if np.links[-1] != "の":
        raise Unsupported("a stat change of this shape")
    return sel(A.NounPhrase(np.terms[:-1], np.links[:-1])), st


def _amount(a: A.Amount | A.AmountPair | None) -> int:
    if not isinstance(a, A.Amount) or a.sign not in "+-" or a.number.value is None:
        raise Unsupported("a stat change amount")
    return a.number.value * (1 if a.sign == "+" else -1)


def _per(np: A.NounPhrase | A.Duration, kind: str) -> tuple[Sel, tuple[str, int] | None]:
    """The X of 「XにつきYする」 (12.7.1): ``(cards, None)`` for 「…１枚につき」 (X = how many
    cards match), ``(unit, (stat, step))`` for 「そのユニットのグレード１につき」 (X = the unit's
    value divided by the step)."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.links == ("の",)
        and isinstance(np.terms[1], A.StatFilter)
    ):
        f = np.terms[1]
        unit = sel(A.NounPhrase(np.terms[:1], ()))
        if (
            kind == "continuous"
            or unit != Sel(ref="that")
            or f.stat.id != "grade"
            or f.cmp != "eq"
            or not f.value.value
        ):
            raise Unsupported("a stat change per a value of this shape")
        return unit, (f.stat.id, f.value.value)
    per = sel(np)
    if per.ref is not None or per.count != 1 or per.bound != "exact":
        raise Unsupported("a stat change per something other than cards")
    return replace(per, count=None), None


def _regalis_exempt(st: A.Step) -> Op:
    """「このカードの【自】能力は、このファイト中にあなたが【レガリスピース】能力を解決していても
    解決できる」: the grammar gives the first clause (its 〜ても and できる follow as steps the
    sentence's compiler drops, see ``sentence_steps``)."""
    b = st.body
    assert isinstance(b, A.Action)
    want = {
        A.Role.TOPIC: A.NounPhrase(
            (A.Ref("this_card"), A.CardKind("auto_ability"), A.CardKind("ability")), ("の", "")
        ),
        A.Role.GOAL: A.NounPhrase((A.Ref("this"), A.Word("fight"), A.Word("during")), ("", "")),
        A.Role.SUBJECT: A.NounPhrase((A.Owner("you"),)),
        A.Role.OBJECT: A.NounPhrase((A.Word("regalis_piece"), A.CardKind("ability")), ("",)),
    }
    if _args(b) != want or st.condition is not None or st.cost is not None:
        raise Unsupported("a continuous resolve")
    return Op("regalis_exempt", skill="auto")


def step(st: A.Step, kind: str) -> Op:
    b = st.body
    if isinstance(b, A.Unparsed):
        raise Unsupported(f"untyped text: {b.text}")
    if isinstance(b, A.Timing):
        raise Unsupported("a timing inside an effect")
    if st.lead == "instead" and kind == "continuous":
        return _replacement(st)
    if st.lead is not None and st.lead != "additionally":  # さらに adds a step: nothing else
        raise Unsupported(f"the connector {st.lead}")
    if b.modal is not None:
        raise Unsupported(f"the modal {b.modal}")
    if b.form is A.Form.CANNOT and kind != "continuous":
        return _cannot(st)
    if b.verb == "resolve" and b.form is A.Form.TE and kind == "continuous":
        return _regalis_exempt(st)
    if (
        kind == "continuous"
        and b.verb == "ride"
        and b.form in (A.Form.CANNOT, A.Form.CANNOT_CONT)
        and st.condition is None
    ):
        # あなたは「リィエル」を含まないグレード３以上にライドできず: a prohibition (1.3.3)
        a = _args(b)
        if set(a) != {A.Role.TOPIC, A.Role.GOAL} or a[A.Role.TOPIC] != A.NounPhrase(
            (A.Owner("you"),)
        ):
            raise Unsupported("a ride prohibition of this shape")
        g = sel(a[A.Role.GOAL])
        if g.ref or g.owner or g.where or g.count is not None or g.kind:
            raise Unsupported("a ride prohibition of this shape")
        return Op("no_ride", target=g)
    if (
        kind == "continuous"
        and b.verb == "have"
        and b.form is A.Form.CAN
        and not st.condition
        and any(
            a.role is A.Role.OBJECT
            and isinstance(a.value, A.NounPhrase)
            and any(isinstance(t, A.Word) and t.id in NAMED_GAUGES for t in a.value.terms)
            for a in b.args
        )
    ):
        # あなたは時刻印ゲージを持てる: the effect that lets the player have that gauge (7.40.7)
        a = _args(b)
        o = a.get(A.Role.OBJECT)
        if (
            set(a) != {A.Role.TOPIC, A.Role.OBJECT}
            or a[A.Role.TOPIC] != A.NounPhrase((A.Owner("you"),))
            or not isinstance(o, A.NounPhrase)
            or len(o.terms) != 1
            or not isinstance(o.terms[0], A.Word)
            or o.terms[0].id not in NAMED_GAUGES
        ):
            raise Unsupported("a have-ability of this shape")
        return Op("may_have_gauge", name=NAMED_GAUGES[o.terms[0].id])
    if b.form is A.Form.CANNOT and b.verb == "play" and st.condition is None:
        # 【永】：このカードはプレイできない: a prohibition on playing this card (1.3.3)
        if _args(b) != {A.Role.TOPIC: A.NounPhrase((A.Ref("this_card"),))}:
            raise Unsupported("a step in form cannot")
        return Op("no_play", target=Sel(ref="this"))
    if b.form not in STEP_FORMS and not (b.form is A.Form.CAN and b.verb == "have"):
        raise Unsupported(f"a step in form {b.form.value}")
    cond = condition(st.condition.clause) if st.condition is not None else None
    cost = cost_items(st.cost) if st.cost is not None else None
    args = _args(b)
    optional = b.form in (A.Form.OPTIONAL, A.Form.CAUSATIVE_OPTIONAL)
    base: dict[str, Any] = {"optional": optional, "cond": cond, "cost": cost}
    v = b.verb
    if v == "stat_change" and A.Role.INSTEAD_OF in args:
        # 「＋5000ではなく＋10000」 (11.3.1.3.5): replaces an amount said before in this ability
        _only(args, {A.Role.INSTEAD_OF}, "a replaced amount")
        o = args[A.Role.INSTEAD_OF]
        if (
            not isinstance(o, A.NounPhrase)
            or len(o.terms) != 1
            or not isinstance(o.terms[0], A.Amount)
            or b.more
        ):
            raise Unsupported("a stat change with instead_of")
        return Op("instead", replaces=_amount(o.terms[0]), amount=_amount(b.amount), **base)
    if v == "stat_change":
        _only(args, {A.Role.NONE, A.Role.TIME, A.Role.PER}, "a stat change")
        target, stat = _stat_target(args.get(A.Role.NONE))
        amount = _amount(b.amount)
        more = tuple((m.stat.id, _amount(m.amount)) for m in b.more)
        if any(s not in STATS for s, _ in more):
            raise Unsupported("a further change of an unknown value")
        per, per_stat = None, None
        if A.Role.PER in args:
            # XにつきYする (12.7): cards counted (あなたのリアガード１枚につき), or a value of a
            # unit counted in steps (そのユニットのグレード１につき)
            per, per_stat = _per(args[A.Role.PER], kind)
        d = args.get(A.Role.TIME)
        until: str | None = None
        if kind == "continuous":
            turn = _during(d)
            if turn is not None:
                base["cond"] = _and(turn, cond)
        elif d is None:
            until = (
                "inherit"  # …し、(no duration) パワー＋5000: the one said before it (_durations)
            )
        else:
            if not isinstance(d, A.Duration) or d.id not in DURATIONS:
                raise Unsupported(f"a stat change lasting {getattr(d, 'id', 'unstated')}")
            until = DURATIONS[d.id]
        return Op(
            "stat",
            target=target,
            stat=stat,
            amount=amount,
            more=more,
            until=until,
            per=per,
            per_stat=per_stat,
            **base,
        )
    if v == "gain" and kind == "continuous" and b.form in (A.Form.FINAL, A.Form.TE):
        _only(args, {A.Role.TOPIC, A.Role.OBJECT, A.Role.TIME}, "gaining an ability")
        turn = _during(args.get(A.Role.TIME))
        if turn is not None:
            base["cond"] = _and(turn, cond)
        target = sel(args.get(A.Role.TOPIC))
        o = args.get(A.Role.OBJECT)
        if (
            target != Sel(ref="this")
            or not isinstance(o, A.NounPhrase)
            or len(o.terms) != 1
            or not isinstance(o.terms[0], A.Quote)
            or len(o.terms[0].abilities) != 1
        ):
            raise Unsupported("gaining an ability of this shape")
        q = o.terms[0].abilities[0]
        kw = q.keyword.id if q.keyword is not None else None
        if kw not in KEYWORD_SKILLS or q.effect is not None or q.labels:
            raise Unsupported("gaining an ability other than a skill keyword")
        return Op("gain", target=target, skill=KEYWORD_SKILLS[kw], **base)
    if v == "have" and kind == "continuous" and b.form is A.Form.CAN:
        # あなたはエネルギーを10個まで持てる (3.1.3.1: the energy limit)
        o, n = args.get(A.Role.OBJECT), args.get(A.Role.NONE)
        if (
            set(args) == {A.Role.TOPIC, A.Role.OBJECT, A.Role.NONE}
            and args[A.Role.TOPIC] == A.NounPhrase((A.Owner("you"),))
            and o == A.NounPhrase((A.Word("energy"),))
            and isinstance(n, A.NounPhrase)
            and len(n.terms) == 1
            and isinstance(n.terms[0], A.Count)
            and n.terms[0].bound == "up_to"
            and n.terms[0].number is not None
            and n.terms[0].number.value is not None
        ):
            return Op("energy_limit", n=n.terms[0].number.value, **base)
        raise Unsupported("a have ability of this shape")
    if v == "treat" and kind == "continuous" and b.form is A.Form.FINAL:
        # このカードは「X」として扱う: its name is X (11.11.1.6, a change that is not a number)
        _only(args, {A.Role.TOPIC, A.Role.NONE}, "a continuous treat")
        n = args.get(A.Role.NONE)
        if (
            sel(args.get(A.Role.TOPIC)) != Sel(ref="this")
            or not isinstance(n, A.NounPhrase)
            or len(n.terms) != 2
            or not isinstance(n.terms[0], A.Name)
            or n.terms[1] != A.Word("as")
            or cond is not None
        ):
            raise Unsupported("a continuous treat")
        return Op("treat", target=Sel(ref="this"), name=n.terms[0].text, **base)
    if kind == "continuous":
        raise Unsupported(f"a continuous {v}")
    if v == "draw":
        _only(args, {A.Role.NONE}, "a draw")
        nb = _bare_count(args.get(A.Role.NONE))
        if nb is None or nb[0] is None or nb[1] != "exact":
            raise Unsupported("a draw of an open number")
        return Op("draw", n=nb[0], **base)
    if v == "be" and b.form is A.Form.NOMINAL or v == "do" and b.form is A.Form.OPTIONAL:
        role = A.Role.PREDICATE if v == "be" else A.Role.NONE
        _only(args, {role}, "a specific action")
        bl = _blast(args.get(role))
        if bl is None or bl[0] not in ("soul_charge", "energy_charge", "counter_charge"):
            raise Unsupported("a nominal step of this shape")
        return Op(bl[0], n=bl[1], **base)
    if v == "choose" and args.get(A.Role.OBJECT) == A.NounPhrase(
        (A.Owner("you"), A.CardKind("vanguard"), A.CardKind("auto_ability"), A.CardKind("ability")),
        ("の", "の", ""),
    ):
        # あなたのヴァンガードの【自】能力を１つ選び: an ability is chosen (11.8.4)
        _only(args, {A.Role.OBJECT, A.Role.NONE}, "a choice of an ability")
        n = args.get(A.Role.NONE)
        if n != A.NounPhrase((A.Count(A.Number(1), "item", "exact"),)):
            raise Unsupported("a choice of abilities of this count")
        return Op("choose_ability", target=Sel(owner="you", kind="vanguard"), n=1, **base)
    if v == "decrease" and b.form is A.Form.FINAL:
        # そのターン中、次にそのコストで払う【カウンターブラスト】は(1)減る (7.28.1, 7.28.2): the
        # ability chosen before
        _only(args, {A.Role.TOPIC, A.Role.NONE}, "a decrease")
        paid = A.Relative(
            A.Action(
                "pay",
                (
                    A.Arg(A.Role.TIME, A.Duration("this_turn"), True),
                    A.Arg(A.Role.GOAL, A.NounPhrase((A.Ref("next"),))),
                    A.Arg(A.Role.MEANS, A.NounPhrase((A.Ref("that"), A.Stat("cost")), ("",))),
                ),
                A.Form.FINAL,
            )
        )
        nb = args.get(A.Role.NONE)
        if (
            args.get(A.Role.TOPIC) != A.NounPhrase((paid, A.Word("counter_blast")), ("",))
            or not isinstance(nb, A.NounPhrase)
            or len(nb.terms) != 1
            or not isinstance(nb.terms[0], A.Count)
            or nb.terms[0].unit != "paren"
            or nb.terms[0].number is None
            or not nb.terms[0].number.value
        ):
            raise Unsupported("a decrease of this shape")
        return Op(
            "cost_down", stat="counter_blast", n=nb.terms[0].number.value, until="turn", **base
        )
    if v == "choose" and A.Role.WITH in args:
        # ドロップから、このユニットと同名のカードを１枚選び: the card compared with is this one
        if sel(args[A.Role.WITH]) != Sel(ref="this"):
            raise Unsupported("a choice with with")
        o = sel(args.get(A.Role.OBJECT))
        if not (o.same_name or o.other_name):
            raise Unsupported("a choice with with")
        args = {r: a for r, a in args.items() if r is not A.Role.WITH}
        b = replace(b, args=tuple(a for a in b.args if a.role is not A.Role.WITH))
    if v == "choose":
        _only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a choice")
        nb = _bare_count(args.get(A.Role.NONE))
        if nb is None or nb[0] is None:
            raise Unsupported("a choice without a count")
        if A.Role.OBJECT in args and A.Role.SOURCE in args:
            src = sel(args[A.Role.SOURCE])
            target = sel(args[A.Role.OBJECT])
            if src.ref or src.kind or target.where or target.owner:
                raise Unsupported("a choice of this shape")
            target = replace(target, where=src.where, owner=src.owner)
        elif A.Role.OBJECT in args:
            target = sel(args[A.Role.OBJECT])
        elif A.Role.SOURCE in args:
            target = sel(args[A.Role.SOURCE])
            if target.kind or target.ref:
                raise Unsupported("a choice from this source")
        else:
            target = Sel()  # 1枚まで選び: among the cards just looked at
        if target.ref is not None or target.count is not None:
            raise Unsupported("a choice among referenced cards")
        if target.where not in (None, "hand", "drop", "soul", "damage", "bind", "ride_deck"):
            raise Unsupported(f"a choice in the {target.where}")
        return Op("choose", target=target, n=nb[0], bound=nb[1], **base)
    same_as: str | None = None
    if v == "search" and A.Role.WITH in args:
        # あなたの山札から、それと同名のカードを１枚まで探し: the card chosen before
        if args[A.Role.WITH] != A.NounPhrase((A.Ref("it"),)):
            raise Unsupported("a search with with")
        same_as = "that"
        args = {r: a for r, a in args.items() if r is not A.Role.WITH}
    if v == "search" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE, A.Form.TE):
        # あなたの山札から「X」を１枚まで探し (7.11): the cards found are the ones chosen
        _only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a search")
        nb = _bare_count(args.get(A.Role.NONE))
        target = sel(args.get(A.Role.OBJECT))
        if same_as is not None:
            if not target.same_name:
                raise Unsupported("a search with with")
            target = replace(target, same_as=same_as)
        if A.Role.SOURCE in args:
            src = sel(args[A.Role.SOURCE])
        else:  # あなたの山札から…を持たない…: the grammar hangs the source on the relative clause
            src = Sel(owner=target.owner, where=target.where)
            target = replace(target, owner=None, where=None)
        if (
            nb is None
            or nb[0] is None
            or src != Sel(owner="you", where="deck")
            or target.ref
            or target.where
            or target.owner
            or target.count is not None
        ):
            raise Unsupported("a search of this shape")
        return Op(
            "search",
            target=replace(target, where="deck", owner="you"),
            n=nb[0],
            bound=nb[1],
            **base,
        )
    if v == "hit" and b.form is A.Form.PASSIVE_NEG:
        _only(args, {A.Role.TIME}, "a cannot-be-hit effect")
        d = args.get(A.Role.TIME)
        if d != A.Duration("this_battle"):
            raise Unsupported("ヒットされない for a time other than this battle")
        return Op("no_hit", target=Sel(ref="chosen"), until="battle", **base)
    if v in ("retire", "stand", "rest"):
        _only(args, {A.Role.OBJECT}, f"a {v}")
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref is None and target.bound != "all":
            raise Unsupported(f"{v} of cards that were not chosen")
        if target.ref is None and target.where != "front" and target.kind != "rearguard":
            raise Unsupported(f"{v} of all cards of this description")
        return Op(v, target=target, **base)
    if v == "discard":
        _only(args, {A.Role.OBJECT}, "a discard")
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref is None:
            raise Unsupported("a discard of cards that were not chosen")
        return Op("discard", target=target, **base)
    if v in ("put", "add"):
        _only(args, {A.Role.OBJECT, A.Role.GOAL}, f"a {v}")
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref is None:
            raise Unsupported(f"a {v} of cards that were not chosen")
        gnp = args.get(A.Role.GOAL)
        pos = None
        if isinstance(gnp, A.NounPhrase) and gnp.terms[-1:] == (A.Position("bottom"),):
            pos = "bottom"  # 山札の下に置く
            gnp = A.NounPhrase(gnp.terms[:-1], gnp.links[:-1])
        g = sel(gnp)
        if g.ref or g.kind or g.names or g.owner or g.count is not None:
            raise Unsupported(f"a {v} to this place")
        if g.where not in ("soul", "hand", "crest_zone", "drop", "bind") and not (
            pos == "bottom" and g.where == "deck"
        ):
            raise Unsupported(f"a {v} to the {g.where}")
        return Op("move", target=target, dest=g.where, orientation=pos, **base)
    o = args.get(A.Role.OBJECT)
    if (
        v == "call"
        and isinstance(o, A.NounPhrase)
        and len(o.terms) == 1
        and isinstance(o.terms[0], A.Named)
        and o.terms[0].head == A.CardKind("token")
    ):
        # プラント・トークンを１枚(R)にコールする (15.4.6.1); its values come from the reminder
        _only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.NONE}, "a token call")
        nb = _bare_count(args.get(A.Role.NONE))
        if sel(args.get(A.Role.GOAL)) != Sel(where="rear") or nb is None or nb[1] != "exact":
            raise Unsupported("a token call of this shape")
        return Op("token", name=o.terms[0].text.rstrip("・"), n=nb[0], **base)
    if v == "call":
        _only(args, {A.Role.OBJECT, A.Role.GOAL, A.Role.MEANS}, "a call")
        target = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else Sel(ref="chosen")
        if target.ref is None:
            raise Unsupported("a call of cards that were not chosen")
        if sel(args.get(A.Role.GOAL)) != Sel(where="rear"):
            raise Unsupported("a call to this place")
        orient = None
        if A.Role.MEANS in args:
            if args[A.Role.MEANS] != A.NounPhrase((A.Word("rest_state"),)):
                raise Unsupported("a call in this state")
            orient = "rest"
        return Op("call", target=target, orientation=orient, **base)
    if v == "look":
        _only(args, {A.Role.OBJECT, A.Role.SOURCE, A.Role.NONE}, "a look")
        nb = _bare_count(args.get(A.Role.NONE))
        if (
            args.get(A.Role.OBJECT) != A.NounPhrase((A.Owner("you"), A.Zone("deck")), ("の",))
            or args.get(A.Role.SOURCE) != A.NounPhrase((A.Position("top"),))
            or nb is None
            or nb[0] is None
            or nb[1] != "exact"
        ):
            raise Unsupported("looking at cards in this way")
        return Op("look_top", n=nb[0], **base)
    if v == "reveal" and not args:
        return Op("reveal", target=Sel(ref="chosen"), **base)
    if v == "bind" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE) and not args:
        # １枚選び、バインドし: the chosen card goes to the bind zone (7.29.1)
        return Op("move", target=Sel(ref="chosen"), dest="bind", **base)
    if v == "ride" and b.form in (A.Form.OPTIONAL, A.Form.FINAL) and not st.cost:
        # ライドする / 【スタンド】でライドしてよい: the chosen card rides (6.3.2.2, 6.3.3)
        _only(args, {A.Role.MEANS}, "a ride")
        orient = None
        if A.Role.MEANS in args:
            if args[A.Role.MEANS] != A.NounPhrase((A.Word("stand_state"),)):
                raise Unsupported("a ride in this state")
            orient = "stand"
        return Op("ride", target=Sel(ref="chosen"), orientation=orient, **base)
    if v == "perform" and b.form in (A.Form.FINAL, A.Form.CONTINUATIVE):
        # 以下を1つ行う: the list items that follow are given by compile_ability
        _only(args, {A.Role.OBJECT, A.Role.NONE}, "a perform")
        n = args.get(A.Role.NONE)
        if (
            args.get(A.Role.OBJECT) != A.NounPhrase((A.Ref("following"),))
            or not isinstance(n, A.NounPhrase)
            or len(n.terms) != 1
            or not isinstance(n.terms[0], A.Count)
            or n.terms[0].unit != "item"
            or n.terms[0].bound != "exact"
            or n.terms[0].number is None
            or n.terms[0].number.value is None
        ):
            raise Unsupported("the action perform of this shape")
        return Op("modes", n=n.terms[0].number.value, **base)
    if v == "shuffle":
        _only(args, {A.Role.OBJECT}, "a shuffle")
        o = args.get(A.Role.OBJECT)
        if o not in (A.NounPhrase((A.Zone("deck"),)),):
            raise Unsupported("shuffling something other than your deck")
        return Op("shuffle", **base)
    raise Unsupported(f"the action {v}.{b.form.value}")


# 「…する際」 events a replacement can name: the action verbs of the game
REPLACEABLE = {"retire": "retire", "bind": "bind", "discard": "discard"}
# 「かわりに…」: the replacing action (verb, destination zone, position)
REPLACING_ZONES = {"soul": "soul", "bind": "bind", "hand": "hand", "drop": "drop", "deck": "deck"}


def _replacement(st: A.Step, probe: bool = False) -> Op:
    """【永】「このユニットが退却する際、かわりにソウルに置く」: a replacement effect (11.3.1.3.1)
    — the event (``stat``: an action verb) done to the cards of ``target`` is replaced by a
    move to ``dest`` (``orientation`` holds the position, top / bottom)."""
    c = st.condition
    b = st.body
    if c is None or c.marker != "sai" or not isinstance(c.clause, A.Action):
        raise Unsupported("a replacement of this shape")
    ev = c.clause
    eargs = _args(ev)
    if ev.verb not in REPLACEABLE or ev.form is not A.Form.FINAL or set(eargs) != {A.Role.SUBJECT}:
        raise Unsupported("a replacement of this event")
    target = sel(eargs[A.Role.SUBJECT])
    if target != Sel(ref="this"):
        raise Unsupported("a replacement for other cards")
    if probe:  # only the event (…する際) is wanted
        return Op("replace", target=target, stat=REPLACEABLE[ev.verb])
    args = _args(b)
    if b.verb == "put" and b.form is A.Form.FINAL and set(args) == {A.Role.GOAL}:
        g = args[A.Role.GOAL]
        pos = "top"
        if isinstance(g, A.NounPhrase) and g.terms[-1:] == (A.Position("bottom"),):
            pos = "bottom"
            g = A.NounPhrase(g.terms[:-1], g.links[:-1])
        dest = sel(g)
        if dest.ref or dest.kind or dest.owner or dest.where not in REPLACING_ZONES:
            raise Unsupported("a replacement to this place")
        return Op(
            "replace", target=target, stat=REPLACEABLE[ev.verb], dest=dest.where, orientation=pos
        )
    if b.verb in ("bind", "remove") and b.form is A.Form.FINAL and not args:
        return Op("replace", target=target, stat=REPLACEABLE[ev.verb], dest=f"do:{b.verb}")
    raise Unsupported("a replacing action of this shape")


def _cannot(st: A.Step) -> Op:
    """「そのターン中、あなたはこのカードと同名のカードをドロップからバインドできない」: a
    prohibition on the master for the turn (1.3.3: it beats any instruction, costs included)."""
    b = st.body
    assert isinstance(b, A.Action)
    args = _args(b)
    if (
        b.verb != "bind"
        or st.condition is not None
        or set(args) != {A.Role.TIME, A.Role.TOPIC, A.Role.WITH, A.Role.OBJECT, A.Role.SOURCE}
        or args[A.Role.TIME] != A.Duration("this_turn")
        or args[A.Role.TOPIC] != A.NounPhrase((A.Owner("you"),))
        or sel(args[A.Role.WITH]) != Sel(ref="this")
        or args[A.Role.OBJECT] != A.NounPhrase((A.Ref("same_name"), A.CardKind("card")), ("の",))
        or sel(args[A.Role.SOURCE]) != Sel(where="drop")
    ):
        raise Unsupported("a step in form cannot")
    return Op("prohibit", stat="bind", dest="drop", until="turn")


def _is_optional_replacement(eff: A.Effect) -> bool:
    first = eff.sentences[0].steps[0] if eff.sentences and eff.sentences[0].steps else None
    return (
        first is not None
        and first.lead == "instead"
        and isinstance(first.body, A.Action)
        and first.body.form is A.Form.OPTIONAL
    )


def _optional_replacement(eff: A.Effect) -> Op:
    """「このユニットが退却する際、かわりに【ソウルブラスト】(1)してよい。そうしたら、このユニットを
    【レスト】する。」: an optional replacement (11.3.1.3.2) — the choice (a blast or charge) made,
    the action after そうしたら replaces the event; it cannot apply when the choice cannot be made
    (11.12.3)."""
    if len(eff.sentences) != 2 or [len(s.steps) for s in eff.sentences] != [1, 1]:
        raise Unsupported("an optional replacement of this shape")
    first, then = eff.sentences[0].steps[0], eff.sentences[1].steps[0]
    head = _replacement(replace(first, body=A.Action("put", (), A.Form.FINAL)), probe=True)
    bl = _blast(_args(first.body).get(A.Role.NONE)) if isinstance(first.body, A.Action) else None  # type: ignore[arg-type]
    if bl is None or first.body.verb != "do" or then.lead != "if_done" or then.condition:  # type: ignore[union-attr]
        raise Unsupported("an optional replacement of this shape")
    b = then.body
    if not isinstance(b, A.Action) or b.verb not in ("rest", "stand") or b.form is not A.Form.FINAL:
        raise Unsupported("a replacing action of this shape")
    args = _args(b)
    if set(args) != {A.Role.OBJECT} or sel(args[A.Role.OBJECT]) != Sel(ref="this"):
        raise Unsupported("a replacing action of this shape")
    return Op(
        "replace",
        target=head.target,
        stat=head.stat,
        dest=f"do:{b.verb}",
        skill=bl[0],
        n=bl[1],
        optional=True,
    )


def _cost_waiver(preamble: tuple[A.Sentence, ...]) -> Cond:
    """「このユニットが手札からライドしたなら、このコストはなくなる。」 before the trigger: when the
    unit appeared by a ride from the hand, the ability's 【コスト】 (11.1.1.2.2) is nothing."""
    if len(preamble) != 1 or len(preamble[0].steps) != 2:
        raise Unsupported("a sentence before the trigger")
    first, second = preamble[0].steps
    b, c = first.body, first.condition
    if (
        not isinstance(b, A.Action)
        or b.verb != "exist_thing"
        or b.form is not A.Form.NEGATIVE_CONT
        or b.args != (A.Arg(A.Role.TOPIC, A.NounPhrase((A.Ref("this"), A.Stat("cost")), ("",))),)
        or c is None
        or not isinstance(c.clause, A.Action)
        or c.clause.verb != "ride"
        or c.clause.form is not A.Form.PAST
        or not isinstance(second.body, A.Action)
        or second.body.verb != "become"
        or second.body.args
    ):
        raise Unsupported("a sentence before the trigger")
    args = _args(c.clause)
    if set(args) != {A.Role.SUBJECT, A.Role.SOURCE} or sel(args[A.Role.SUBJECT]) != Sel(ref="this"):
        raise Unsupported("a sentence before the trigger")
    src = sel(args[A.Role.SOURCE])
    if src != Sel(where="hand"):
        raise Unsupported("a sentence before the trigger")
    return Cond("rode_from", verb="hand")


def _persona_from(st: A.Step, nxt: A.Step) -> Op:
    """「このカードは…からノーマルライドしてもペルソナライドになる」: a normal ride of this card
    upon a vanguard matching ``target`` is a persona ride too (text over the rules, 1.3.1)."""
    args = _args(st.body)  # type: ignore[arg-type]
    nb = nxt.body
    if (
        set(args) != {A.Role.TOPIC, A.Role.SOURCE}
        or sel(args[A.Role.TOPIC]) != Sel(ref="this")
        or not isinstance(nb, A.Action)
        or nb.verb != "become"
        or nb.args != (A.Arg(A.Role.GOAL, A.NounPhrase((A.Word("persona_ride"),))),)
        or st.condition is not None
        or nxt.condition is not None
    ):
        raise Unsupported("a step in form concessive")
    src = sel(args[A.Role.SOURCE])
    if src.ref or src.owner or src.where or src.count is not None:
        raise Unsupported("a persona ride from units of this description")
    return Op("persona_from", target=src)


def _either(st: A.Step, kind: str) -> Op:
    """「残りをソウルに置くか、捨てる」: one of two actions, the master's pick (11.8.4); an
    action with no object of its own acts on the first one's."""
    b = st.body
    assert isinstance(b, A.Action)
    alts: list[A.Action] = []
    for a in b.args:
        v = a.value
        if not (
            isinstance(v, A.NounPhrase) and len(v.terms) == 1 and isinstance(v.terms[0], A.Relative)
        ):
            raise Unsupported("a choice of actions of this shape")
        alts.append(v.terms[0].clause)
    if len(alts) != 2 or st.condition is not None or st.cost is not None:
        raise Unsupported("a choice of actions of this shape")
    from grammar.render import render_action

    progs: list[tuple[str, Program]] = []
    first_obj: Sel | None = None
    for alt in alts:
        op = step(A.Step(alt), kind)
        if op.optional or op.cond is not None:
            raise Unsupported("a choice of actions of this shape")
        if first_obj is None:
            first_obj = op.target
        elif op.target == Sel(ref="chosen") and first_obj is not None:
            op = replace(op, target=first_obj)  # 捨てる: the same cards
        progs.append((render_action(alt), Program("item", steps=(op,))))
    return Op("modes", n=1, modes=tuple(progs), skill="either")


def sentence_steps(sent: A.Sentence, kind: str) -> list[Op]:
    """The steps of one sentence; a 「A か B」 step is the condition of the step after it."""
    out: list[Op] = []
    steps = list(sent.steps)
    i = 0
    while i < len(steps):
        st = steps[i]
        b = st.body
        if (
            isinstance(b, A.Action)
            and b.verb == "normal_ride"
            and b.form is A.Form.CONCESSIVE
            and kind == "continuous"
            and i + 1 < len(steps)
        ):
            out.append(_persona_from(st, steps[i + 1]))
            i += 2
            continue
        if (
            isinstance(b, A.Action)
            and b.verb == "resolve"
            and b.form is A.Form.TE
            and kind == "continuous"
        ):
            # …解決していても解決できる: exactly 「〜ても」 then 「解決できる」, nothing else
            tail = [x.body for x in steps[i + 1 :]]
            if tail != [
                A.Action("exist", (), A.Form.CONCESSIVE),
                A.Action("resolve", (), A.Form.CAN),
            ] or any(x.condition or x.cost or x.lead for x in steps[i + 1 :]):
                raise Unsupported("a continuous resolve")
            out.append(step(st, kind))
            i = len(steps)
            continue
        if isinstance(b, A.Action) and b.verb == "or" and i + 1 == len(steps):
            out.append(_either(st, kind))
            i += 1
            continue
        if isinstance(b, A.Action) and b.verb == "or" and i + 1 < len(steps):
            cond = or_condition(st, steps[i + 1])
            op = step(replace(steps[i + 1], condition=None), kind)
            out.append(replace(op, cond=_and(cond, op.cond)))
            i += 2
            continue
        if (
            isinstance(b, A.Action)
            and b.verb == "stat_change"
            and any(a.role is A.Role.WITH for a in b.args)
        ):
            # あなたのヴァンガードとこのユニットのパワー＋5000: the same change to each of the two
            out += _stat_pair(st, kind)
            i += 1
            continue
        out.append(step(st, kind))
        i += 1
    return out


def _stat_pair(st: A.Step, kind: str) -> list[Op]:
    """「AとBのパワー＋N」: the grammar gives A as ``with`` and 「Bのパワー」; one change each, in
    that order (the condition, before the first, covers the sentence, 11.2.2)."""
    b = st.body
    assert isinstance(b, A.Action)
    w = next(a for a in b.args if a.role is A.Role.WITH).value
    n = next((a for a in b.args if a.role is A.Role.NONE), None)
    if (
        not isinstance(w, A.NounPhrase)
        or n is None
        or not isinstance(n.value, A.NounPhrase)
        or not n.value.terms
        or not isinstance(n.value.terms[-1], A.Stat)
        or b.more
    ):
        raise Unsupported("a stat change with with")
    stat = n.value.terms[-1]
    first = A.NounPhrase((*w.terms, stat), (*w.links, "の"))
    rest = tuple(a for a in b.args if a.role not in (A.Role.WITH, A.Role.NONE))
    one = replace(st, body=replace(b, args=(*rest, A.Arg(A.Role.NONE, first))))
    two = replace(st, body=replace(b, args=(*rest, n)), condition=None, cost=None)
    ops = [step(one, kind), step(two, kind)]
    for op in ops:
        if op.verb != "stat" or op.target is None or op.target.count is not None:
            raise Unsupported("a stat change with with")
    return ops


def _in_context(steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """A stat change with no unit of its own (…を1枚選び、そのターン中、パワー+10000) applies to
    the cards chosen just before in its sentence; そのユニット without a choice before it is the
    unit the trigger named."""
    out: list[Op] = []
    looking = False
    for op in steps:
        if op.verb == "look_top":
            looking = True
        if op.verb == "choose" and op.target is not None and op.target.where is None:
            if op.target.kind in ("vanguard", "rearguard", "unit") and not looking:
                pass
            elif (
                looking
                and op.target.owner is None
                and op.target.kind
                not in (
                    "vanguard",
                    "rearguard",
                )
            ):
                op = replace(op, target=replace(op.target, where="looked"))
            else:
                raise Unsupported("a choice of cards with no zone")
        if op.target is not None and op.target.ref == "implied":
            prev = out[-1] if out else None
            if prev is None or prev.sentence != op.sentence:
                raise Unsupported("a stat change with no unit to apply to")
            if prev.verb == "choose":
                op = replace(op, target=Sel(ref="chosen"))
            elif prev.verb == "call":
                # このカードを(R)にコールし、そのターン中、パワー＋5000: the unit it became
                op = replace(op, target=Sel(ref="called"))
            elif prev.target is not None and prev.target in (Sel(ref="this"), Sel(ref="that")):
                # このユニットを【スタンド】させ、そのターン中、ドライブ－１: the same unit
                op = replace(op, target=prev.target)
            else:
                raise Unsupported("a stat change with no unit to apply to")
        out.append(op)
    return tuple(out)


TOKEN_REMINDER = re.compile(
    r"^(?P<name>.+?)はグレード(?P<grade>\d+)/パワー(?P<power>\d+)/クリティカル(?P<critical>\d+)"
    r"(?:で『?(?P<skill>ブースト|インターセプト)』?を持つ)?$"
)
TOKEN_SKILLS = {"ブースト": "boost", "インターセプト": "intercept"}


def _with_tokens(steps: tuple[Op, ...], reminders: tuple[A.Reminder, ...]) -> tuple[Op, ...]:
    """A token's values (15.4.3.1) as the card's reminder states them: （プラントはグレード０/
    パワー5000/クリティカル１でブーストを持つ）."""
    out: list[Op] = []
    for op in steps:
        if op.verb == "token":
            for r in reminders:
                m = TOKEN_REMINDER.match(r.text.strip())
                if m and m["name"] == op.name:
                    skill = TOKEN_SKILLS.get(m["skill"] or "")
                    vals = (("grade", int(m["grade"])), ("power", int(m["power"])))
                    vals += (("critical", int(m["critical"])),)
                    op = replace(op, more=vals, skill=skill)
                    break
            else:
                raise Unsupported("a token whose values the card does not state")
        out.append(op)
    return tuple(out)


def _durations(steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """「そのターン中、このユニットのドライブ＋１し、…パワー＋5000」: a change with no duration of its
    own, chained in the sentence of one that has one, lasts as long."""
    out: list[Op] = []
    for op in steps:
        if op.verb == "stat" and op.until == "inherit":
            prev = next(
                (
                    p
                    for p in reversed(out)
                    if p.sentence == op.sentence and p.verb == "stat" and p.until != "inherit"
                ),
                None,
            )
            if prev is None:
                raise Unsupported("a stat change lasting unstated")
            op = replace(op, until=prev.until)
        out.append(op)
    return tuple(out)


def _with_instead(steps: tuple[Op, ...]) -> tuple[Op, ...]:
    """Attach each 「A ではなく B」 to the stat change before it whose amount is A (11.3.1.3.5:
    a replacement inside the ability, applied when that part is resolved)."""
    out: list[Op] = []
    for op in steps:
        if op.verb != "instead":
            out.append(op)
            continue
        if op.optional or op.cost is not None:
            raise Unsupported("a replaced amount with a cost or a choice")
        for i in range(len(out) - 1, -1, -1):
            prev = out[i]
            if prev.verb == "stat" and prev.amount == op.replaces:
                out[i] = replace(prev, instead=(*prev.instead, (op.cond, op.amount)))
                break
        else:
            raise Unsupported("「ではなく」 with no amount before it to replace")
    return tuple(out)


def _zones_of(labels: tuple[A.Label, ...]) -> tuple[tuple[str, ...], str | None, tuple[str, ...]]:
    zones: list[str] = []
    limit: str | None = None
    icons: list[str] = []
    for lab in labels:
        if lab.kind == "zone":
            parts = lab.name.split("/")
            for p in parts:
                z = LABEL_ZONES.get(p)
                if z is None:
                    raise Unsupported(f"the zone label 【{lab.name}】")
                zones += z
        elif lab.kind == "limit" and lab.name == "ターン1回":
            limit = "turn"
        elif lab.kind == "icon" and lab.name in ICON_LABELS:
            icons.append(ICON_LABELS[lab.name])
        else:
            raise Unsupported(f"the label 【{lab.name}】")
    return tuple(zones), limit, tuple(icons)


def compile_item(node: A.Ability, kind: str) -> Program:
    """One ``・`` item of a list (11.8.3.1.2): its own condition (…なら、), cost (【コスト】[…]
    することで、 — may be declined like any such cost) and steps, run as part of the ability
    ``kind`` it belongs to."""
    from grammar.ast import unparsed

    if unparsed(node):
        raise Unsupported("text the grammar could not type")
    if node.kind is not A.AbilityKind.EVENT or node.trigger is not None:
        raise Unsupported("a list item that is an ability of its own")
    zones, limit, icons = _zones_of(node.labels)
    # a card's icon printed at the end of its last item (【櫂アイコン】) is the card's (the host
    # ability carries it)
    if zones or limit or node.keyword is not None or node.preamble or node.prefix is not None:
        raise Unsupported("a list item with labels or a keyword")
    if node.effect is None:
        raise Unsupported("a list item without an effect")
    cond = condition(node.condition.clause) if node.condition is not None else None
    cost = cost_items(node.cost) if node.cost is not None else ()
    steps = _in_context(
        tuple(
            replace(op, sentence=n)
            for n, sent in enumerate(node.effect.sentences)
            for op in sentence_steps(sent, kind)
        )
    )
    steps = _durations(_with_instead(steps))
    if any(op.verb == "modes" and not op.modes for op in steps):
        raise Unsupported("a list inside a list item")
    return Program("item", steps=steps, cond=cond, cost=cost, icons=icons)


def _with_items(steps: tuple[Op, ...], items: tuple[A.Ability, ...], kind: str) -> tuple[Op, ...]:
    """Give 以下をN つ行う the list items that follow the ability's line."""
    at = [i for i, op in enumerate(steps) if op.verb == "modes" and not op.modes]
    if not at and not items:
        return steps
    if len(at) != 1 or not items:
        raise Unsupported("list items and 以下を…行う do not pair up")
    from grammar.render import render_ability

    modes = tuple((render_ability(it, "vg"), compile_item(it, kind)) for it in items)
    op = steps[at[0]]
    if op.n is None or op.n < 1 or op.n > len(modes):
        raise Unsupported("more items to carry out than the list has")
    return steps[: at[0]] + (replace(op, modes=modes),) + steps[at[0] + 1 :]


def compile_ability(node: A.Ability, items: tuple[A.Ability, ...] = ()) -> Program:
    """Compile one ability of a Vanguard card; ``items``: the ``・`` lines after it."""
    from grammar.ast import unparsed

    if unparsed(node):
        raise Unsupported("text the grammar could not type")
    refuse_unread_shapes(node)
    free_if = _cost_waiver(node.preamble) if node.preamble else None
    prefix_kw: str | None = None
    divine = False
    if node.prefix is not None and node.prefix.rstrip("-－ ") == "【ディヴァインスキル】":
        # 【ディヴァインスキル】－【自】…: the Divine Skill limit icon before the marker (12.3.3.1)
        if node.kind not in (A.AbilityKind.AUTO, A.AbilityKind.ACTIVATED):
            raise Unsupported(f"the prefix {node.prefix} on an ability of this kind")
        divine = True
    elif node.prefix is not None:
        # 【レガリスピース】【永】：…: the card has the keyword ability (14.51) and this ability
        if node.prefix.rstrip("-－ ") not in PREFIX_KEYWORDS:
            raise Unsupported(f"the prefix {node.prefix}")
        prefix_kw = PREFIX_KEYWORDS[node.prefix.rstrip("-－ ")]
        if node.kind is not A.AbilityKind.CONTINUOUS:
            raise Unsupported(f"the prefix {node.prefix} on an ability of this kind")
    if node.bullet:
        raise Unsupported("one mode of a 以下を1つ行う choice")
    kind = node.kind.value
    labels = node.labels
    if (
        kind == "event"
        and labels
        and labels[0].kind == "keyword"
        and labels[0].keyword is not None
        and labels[0].keyword.id in PREFIX_KEYWORDS.values()
    ):
        # 【レガリスピース】（…）<the order's effect>: the card has the keyword (14.51)
        prefix_kw = labels[0].keyword.id
        labels = labels[1:]
    if prefix_kw is None and any(lb.kind == "icon" and lb.name in KEYWORD_ICONS for lb in labels):
        # 「…として扱う。【レガリスピース】（…）」: the card's keyword printed after an ability on
        # its line, like an icon (14.51)
        prefix_kw = next(KEYWORD_ICONS[lb.name] for lb in labels if lb.name in KEYWORD_ICONS)
        labels = tuple(lb for lb in labels if not (lb.kind == "icon" and lb.name in KEYWORD_ICONS))
    zones, limit, icons = _zones_of(labels)
    if kind == "keyword" and node.keyword is None and len(node.labels) == 1:
        # 【煌求者】 alone: a keyword with no effect of its own (14.47.2), that cards refer to
        lab = node.labels[0]
        k = lab.keyword
        if (
            lab.kind == "keyword"
            and k is not None
            and k.id in BARE_KEYWORDS
            and not k.args
            and node.effect is None
            and node.cost is None
        ):
            return Program("keyword", keyword=BARE_KEYWORDS[k.id])
    if kind == "keyword":
        # a line that is only a keyword or an icon (【アイチアイコン】): something the card has
        kw = node.keyword.id if node.keyword is not None else None
        if node.keyword is not None and kw not in KEYWORD_SKILLS:
            raise Unsupported(f"the keyword {node.keyword.name}")
        if node.keyword is None and not icons:
            raise Unsupported("a keyword line of this shape")
        if node.effect is not None or node.cost is not None or zones or limit:
            raise Unsupported("a keyword with further text")
        return Program("keyword", keyword=KEYWORD_SKILLS.get(kw or ""), icons=icons)
    if node.keyword is not None:
        kw = node.keyword.id
        if kind != "continuous" or kw not in KEYWORD_SKILLS or node.keyword.args:
            raise Unsupported(f"the keyword {node.keyword.name}")
        if node.effect is not None or node.cost is not None or node.condition or zones or limit:
            raise Unsupported(f"{node.keyword.name} with further text")
        return Program("keyword", keyword=KEYWORD_SKILLS[kw], icons=icons)
    if (
        kind == "event"
        and node.effect is not None
        and node.effect.sentences
        and node.effect.sentences[0].steps
        and node.effect.sentences[0].steps[0].lead == "additional_effect"
    ):
        # 追加効果－…: what an over trigger does in a drive check (11.10.2.9)
        first = node.effect.sentences[0]
        sents = (
            replace(first, steps=(replace(first.steps[0], lead=None), *first.steps[1:])),
            *node.effect.sentences[1:],
        )
        steps = _in_context(
            tuple(
                replace(op, sentence=n)
                for n, sent in enumerate(sents)
                for op in sentence_steps(sent, "auto")
            )
        )
        if node.trigger or node.cost or node.condition or zones or limit:
            raise Unsupported("an additional effect with further text")
        return Program("extra", steps=_durations(_with_instead(steps)))
    if kind == "event":
        # an order card's own text, run when the order resolves (11.8.3.1)
        if (
            node.trigger
            or node.cost
            or node.condition
            or node.preamble
            or zones
            or limit
            or node.effect is None
        ):
            raise Unsupported("an order's text of this shape")
        steps = _in_context(
            tuple(
                replace(op, sentence=n)
                for n, sent in enumerate(node.effect.sentences)
                for op in sentence_steps(sent, "auto")
            )
        )
        steps = _durations(_with_instead(_with_items(steps, items, "auto")))
        return Program("event", steps=steps, icons=icons, keyword=prefix_kw)
    if kind not in ("auto", "activated", "continuous"):
        raise Unsupported(f"an ability of kind {kind}")
    if kind == "continuous" and node.effect is not None and _is_optional_replacement(node.effect):
        if node.trigger or node.cost or node.condition or limit or node.keyword:
            raise Unsupported("an optional replacement with further text")
        return Program(
            "continuous", zones=zones, steps=(_optional_replacement(node.effect),), icons=icons
        )
    trig = trigger(node.trigger) if node.trigger is not None else None
    if (kind == "auto") != (trig is not None):
        raise Unsupported("a trigger where none belongs, or none where one does")
    cond = condition(node.condition.clause) if node.condition is not None else None
    cost = cost_items(node.cost) if node.cost is not None else ()
    if kind == "continuous" and cost:
        raise Unsupported("a continuous ability with a cost")
    if kind == "continuous" and limit:
        raise Unsupported("a continuous ability with a limit")
    if node.effect is None:
        raise Unsupported("an ability without an effect")
    steps = _in_context(
        tuple(
            replace(op, sentence=n)
            for n, sent in enumerate(node.effect.sentences)
            for op in sentence_steps(sent, kind)
        )
    )
    steps = _with_tokens(_with_instead(_with_items(steps, items, kind)), node.reminders)
    steps = _durations(steps)
    icons += tuple(i for op in steps for _t, prog in op.modes for i in prog.icons if i not in icons)
    if kind == "continuous":
        for op in steps:
            if op.target is not None and op.target.ref in ("chosen", "that"):
                raise Unsupported("a continuous ability about chosen cards")
            if op.target is not None and op.target.ref != "this" and op.verb == "stat":
                if op.target.bound != "all" or op.target.where != "front":
                    raise Unsupported("a continuous change of other units")
    if free_if is not None and (kind != "auto" or not cost):
        raise Unsupported("a waived cost on an ability without one")
    if any(op.verb == "no_play" for op in steps) and (
        kind != "continuous" or zones or cond is not None or len(steps) != 1
    ):
        raise Unsupported("a prohibition on playing of this shape")
    return Program(
        kind,
        zones=zones,
        steps=steps,
        trigger=trig,
        cond=cond,
        cost=cost,
        limit=limit,
        icons=icons,
        free_if=free_if,
        keyword=prefix_kw,
        divine=divine,
    )


# a keyword printed before an ability's marker: the card has it (【レガリスピース】【永】：…)
PREFIX_KEYWORDS = {"【レガリスピース】": "regalis_piece"}
KEYWORD_ICONS = {"レガリスピース": "regalis_piece"}
# a keyword printed alone as a label, with no effect of its own: 【煌求者】 (14.47.1.1, 14.47.2)
BARE_KEYWORDS = {"glitter": "glitter"}
# the same keyword named in a predicate (公開したカードが【煌求者】なら), where the grammar gives
# the bracketed word as a label without typing its keyword
BARE_KEYWORD_NAMES = {"煌求者": "glitter", "グリッター": "glitter"}
