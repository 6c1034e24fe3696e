//! A simple evaluation for search: the pips in hand, from one seat's point of view.

use crate::{Position, Seating, TileSet, View};
use boardcore::Player;

/// Returns how good `position` is for `player`, in `-1.0..=1.0`, reading only what
/// `player` may see ([`View`]): its own hand, the tiles on the line, and how many tiles
/// each hand holds.
///
/// A hand is won by the side that runs out of tiles or holds the fewest pips when the
/// game blocks, so fewer pips in hand are better. `player`'s own pips are known; the
/// other seats' are estimated as their number of tiles times the mean pips of the
/// unseen tiles (the set less the own hand and the line: the other hands and the
/// stock). The value is `(theirs - ours) / (theirs + ours)` (0 when both are 0), where
/// in individual play *ours* is the own pips and *theirs* the estimate for the rival
/// with the fewest tiles, and with partnerships *ours* adds the partner's estimate and
/// *theirs* is the two opponents' estimates.
///
/// Positive is good for `player`. Two positions that `player` cannot tell apart (equal
/// views) get the same value.
#[must_use]
pub fn evaluate(position: &Position, player: Player) -> f64 {
    let rules = position.rules();
    let mut sizes = [0u8; 4];
    for (i, size) in sizes
        .iter_mut()
        .enumerate()
        .take(usize::from(rules.players))
    {
        *size = position.hand(Player::new(i).unwrap_or_default()).len() as u8;
    }
    estimate(
        rules.tiles(),
        rules.players,
        rules.seating,
        position.hand(player),
        position.line(),
        sizes,
        player,
    )
}

/// Returns [`evaluate`] of what the view's player sees.
#[must_use]
pub fn evaluate_view(view: &View) -> f64 {
    let mut line = TileSet::EMPTY;
    for o in &view.log {
        if let crate::Observation::Seen(crate::Move::Play { tile, .. }) = *o {
            line.insert(tile);
        }
    }
    estimate(
        view.rules.tiles(),
        view.rules.players,
        view.rules.seating,
        view.hand,
        line,
        view.hand_sizes,
        view.player,
    )
}

fn estimate(
    set: TileSet,
    players: u8,
    seating: Seating,
    hand: TileSet,
    line: TileSet,
    sizes: [u8; 4],
    player: Player,
) -> f64 {
    let unseen = set.minus(hand).minus(line);
    let mean = if unseen.is_empty() {
        0.0
    } else {
        f64::from(unseen.pips()) / unseen.len() as f64
    };
    let estimate = |seat: usize| f64::from(sizes[seat]) * mean;
    let me = player.index();
    let own = f64::from(hand.pips());
    let players = usize::from(players);
    let (ours, theirs) = if seating == Seating::Partnerships && players == 4 {
        let partner = (me + 2) % 4;
        (
            own + estimate(partner),
            estimate((me + 1) % 4) + estimate((me + 3) % 4),
        )
    } else {
        let rival = (0..players)
            .filter(|&q| q != me)
            .map(estimate)
            .fold(f64::INFINITY, f64::min);
        (own, if rival.is_finite() { rival } else { 0.0 })
    };
    if ours + theirs == 0.0 {
        0.0
    } else {
        ((theirs - ours) / (theirs + ours)).clamp(-1.0, 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Tile, Variant};
    use boardcore::Game;
    use rand::SeedableRng;

    fn tiles(list: &[(u8, u8)]) -> TileSet {
        let mut set = TileSet::EMPTY;
        for &(a, b) in list {
            set.insert(Tile::new(a, b).unwrap());
        }
        set
    }

    fn block(players: u8) -> Rules {
        Rules::new(Variant::Block, players)
    }

    #[test]
    fn light_hands_are_good_for_their_holder_only() {
        // The draw game deals seven each to two players (a block game ten: seven
        // each was a deal under way, which `from_deal` no longer takes).
        let rules = Rules::new(Variant::Draw, 2);
        // Seat 1 holds the seven lightest tiles, seat 2 the seven heaviest.
        let light = tiles(&[(0, 0), (0, 1), (0, 2), (1, 1), (0, 3), (1, 2), (0, 4)]);
        let heavy = tiles(&[(6, 6), (5, 6), (5, 5), (4, 6), (4, 5), (3, 6), (4, 4)]);
        let pos = Position::from_deal(rules, &[light, heavy]).unwrap();
        let first = evaluate(&pos, Player::FIRST);
        let second = evaluate(&pos, Player::SECOND);
        assert!(first > 0.0, "{first}");
        assert!(second < 0.0, "{second}");
        // Seat 1's 15 pips against seven tiles of the mean pips of the 21 it does not
        // see (the other hand and the stock: 168 - 15 pips).
        assert_eq!(light.pips(), 15);
        let mean = 153.0 / 21.0;
        assert_eq!(first, (7.0 * mean - 15.0) / (7.0 * mean + 15.0));
        // The same deal seen from the other side.
        let swapped = Position::from_deal(rules, &[heavy, light]).unwrap();
        assert_eq!(evaluate(&swapped, Player::SECOND), first);
        assert_eq!(evaluate(&swapped, Player::FIRST), second);
    }

    #[test]
    fn reads_only_what_the_seat_sees() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        for rules in [
            block(2),
            block(3),
            Rules::new(Variant::Draw, 2),
            "block-6-4+teams".parse().unwrap(),
        ] {
            let mut pos = Position::deal(rules, &mut rng).unwrap();
            for _ in 0..4 {
                if let Some(mv) = pos.random_move(&mut rng) {
                    pos.play_unchecked(mv);
                }
            }
            for seat in 0..usize::from(rules.players) {
                let seat = Player::new(seat).unwrap();
                let v = evaluate(&pos, seat);
                assert!((-1.0..=1.0).contains(&v));
                assert_eq!(evaluate_view(&pos.view(seat)), v, "{rules} {seat}");
                for _ in 0..5 {
                    let other = pos.determinize(seat, &mut rng);
                    assert_eq!(evaluate(&other, seat), v, "{rules} {seat}");
                }
            }
        }
    }

    #[test]
    fn partners_share_their_estimate() {
        let rules: Rules = "block-6-4+teams".parse().unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let pos = Position::deal(rules, &mut rng).unwrap();
        // Right after the deal every hand has seven tiles: the own hand against the
        // mean of the others decides.
        for seat in 0..4 {
            let seat = Player::new(seat).unwrap();
            let own = f64::from(pos.hand(seat).pips());
            let unseen = rules.tiles().minus(pos.hand(seat));
            let mean = f64::from(unseen.pips()) / unseen.len() as f64;
            let (ours, theirs) = (own + 7.0 * mean, 14.0 * mean);
            assert_eq!(evaluate(&pos, seat), (theirs - ours) / (theirs + ours));
        }
    }
}
