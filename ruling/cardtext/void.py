"""Abilities made void or valid (ws 8.3, vs 8.3: 有効な能力と無効な能力), read game-neutrally.

The family: 「Xの【自】の能力は無効になる」 (a state, in a continuous ability), 「Xの【自】の能力を
無効にする」 (an effect that makes it so, for as long as its duration says), 「Xの技は無効になる」
(vs: a technique is the game's ability), 「Xの能力はすべて無効になる」 / 「Xの能力すべて」 (every
kind), and 「…は有効になる」 (8.3.3: valid under a condition, void while it is not met). What is
made void is read as the card(s) holding the abilities (``holder``, a noun phrase the game turns
into its selector) and which of their abilities (``kinds``, the kind words as data in
``ABILITY_KINDS``; ``ALL`` where the phrase names abilities of every kind). Each game's runtime
says what a void ability does not do (8.3.2: it still exists, no effect of it arises, no choice it
asks for is made), citing its clause."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from grammar import ast as A

# the kind words of an ability's noun (``CardKind`` ids) and the kind each names
ABILITY_KINDS: dict[str, str] = {
    "auto_ability": "auto",
    "activated_ability": "act",
    "continuous_ability": "cont",
}
# the nouns that name a card's abilities, of every kind unless a kind word precedes them
ABILITY_NOUNS = ("ability", "technique")
ALL = ("auto", "act", "cont")
# the goal words: void (8.3.2) / valid (8.3.3)
VOID_WORDS = {"invalid": False, "valid": True}


@dataclass(frozen=True)
class Voided:
    """「<holder>の<kinds>の能力は無効になる」: ``holder`` the noun phrase of the cards whose
    abilities these are, ``kinds`` which kinds, ``valid`` for 有効 (8.3.3), ``time`` the
    duration written with it (None: none written), ``made`` for 「…を無効にする」 (an effect that
    makes it so) rather than 「…は無効になる」 (a state)."""

    holder: A.NounPhrase
    kinds: tuple[str, ...]
    valid: bool
    time: Any
    made: bool


def _split(np: A.NounPhrase) -> tuple[A.NounPhrase, tuple[str, ...]] | None:
    """The holder and the kinds of 「<holder>の【自】の能力」; None if the phrase does not end
    with an ability noun held by something."""
    terms, links = list(np.terms), list(np.links)
    every = False
    if terms and isinstance(terms[-1], A.Count) and terms[-1].bound == "all":
        # 「能力すべて」: every one of them
        terms.pop()
        links = links[:-1]
        every = True
    if not terms or not isinstance(terms[-1], A.CardKind) or terms[-1].id not in ABILITY_NOUNS:
        return None
    terms.pop()
    kinds: tuple[str, ...] = ALL
    if terms and links and links[-1] == "の":
        links.pop()
        if isinstance(terms[-1], A.CardKind) and terms[-1].id in ABILITY_KINDS:
            kinds = (ABILITY_KINDS[terms.pop().id],)
            if not links or links[-1] != "の":
                return None
            links.pop()
    else:
        return None
    del every  # 「すべて」 says each of them, which the kinds already are
    if not terms:
        return None
    return A.NounPhrase(tuple(terms), tuple(links)), kinds


def read_void(b: A.Action) -> Voided | None:
    """The void (or valid) abilities ``b`` says, or None when it is not of the family."""
    if b.form is not A.Form.FINAL or b.modal is not None:
        return None
    goal = topic = obj = time = None
    every = False
    for a in b.args:
        if a.role is A.Role.GOAL:
            goal = a.value
        elif a.role is A.Role.TOPIC:
            topic = a.value
        elif a.role is A.Role.OBJECT:
            obj = a.value
        elif a.role is A.Role.TIME:
            time = a.value
        elif (
            a.role is A.Role.NONE
            and isinstance(a.value, A.NounPhrase)
            and len(a.value.terms) == 1
            and isinstance(a.value.terms[0], A.Count)
            and a.value.terms[0].bound == "all"
        ):
            every = True  # 「能力はすべて無効になる」: the quantifier floated after its noun
        else:
            return None
    if not (
        isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Word)
        and goal.terms[0].id in VOID_WORDS
    ):
        return None
    valid = VOID_WORDS[goal.terms[0].id]
    if b.verb == "become" and isinstance(topic, A.NounPhrase) and obj is None:
        np, made = topic, False
    elif b.verb == "do" and isinstance(obj, A.NounPhrase) and topic is None:
        np, made = obj, True
    else:
        return None
    del every
    split = _split(np)
    if split is None:
        return None
    holder, kinds = split
    return Voided(holder, kinds, valid, time, made)
