package text

var specFR = langSpec{
	raw: map[string]rawTopic{
		"gardening": {
			nouns: `m:plant de tomate; m:potager surélevé; mu:compost; mu:paillage; mu:terreau; mp:semis; f:serre;
				m:châssis froid; m:rosier; fp:vivaces; m:gazon; fh:haie; m:pommier; mp:pucerons; fp:limaces; m:arrosoir;
				mu:engrais; fp:graines; m:carré potager; m:coin d'aromatiques; mp:haricots grimpants; fp:courgettes;
				fp:fraises; m:sécateur; f:brouette; m:tuyau d'arrosage; fp:mauvaises herbes; fu:terre argileuse;
				m:tas de compost; mp:bulbes de tulipes; mp:dahlias; mu:goutte-à-goutte; m:récupérateur d'eau de pluie;
				mp:concombres; fp:salades; mp:framboisiers; m:cerisier; mp:vers de terre; fu:corne broyée; m:treillis;
				mp:hortensias; mu:gel; fu:rhubarbe`,
			verbs: `arroser les semis; tailler les rosiers; retourner le compost; semer les carottes;
				rempoter les plantes d'intérieur; pailler les massifs; bêcher le potager; endurcir les jeunes plants;
				supprimer les fleurs fanées; désherber les allées; planter les tomates en pleine terre; tester le pH du sol;
				rentrer les dahlias pour l'hiver; diviser les vivaces; protéger les choux avec un filet;
				fertiliser la pelouse; greffer un pommier; ameublir le sol`,
			boards: `Potager | Carrés potagers, sol, compost et tout ce qui se mange.
				Fleurs et plantes ornementales | Rosiers, vivaces, bulbes et tout ce qu'on plante pour le plaisir des yeux.
				Ravageurs et maladies | Limaces, pucerons, mildiou et oïdium : identifier le problème et trouver la solution.
				Serre et châssis | Chauffée ou non, tunnel ou verre : cultiver à l'abri toute l'année.
				Arbres fruitiers et petits fruits | Taille, greffe et récolte des pommes, cerises et fruits rouges.`,
			tags: `jardinage jardin potager bio permaculture fleurs légumes fait-maison`,
		},
		"phones": {
			nouns: `f:batterie; m:verre trempé; m:câble de charge; mp:écouteurs sans fil; f:mise à jour système; f:carte SIM;
				mu:stockage; m:écran d'accueil; m:écran de verrouillage; m:lecteur d'empreintes; fu:reconnaissance faciale;
				f:coque; m:bootloader; f:ROM custom; f:mise à jour Android; m:smartphone haut de gamme;
				m:téléphone milieu de gamme; f:montre connectée; fu:couverture réseau; m:forfait; m:abonnement;
				m:opérateur; fp:notifications; m:mode sombre; m:chargeur sans fil; f:batterie externe; m:port USB-C;
				f:prise jack; m:écran tactile; mu:Bluetooth; fu:couverture 5G; fp:applis; m:Play Store; fu:autonomie;
				m:téléphone reconditionné; f:sauvegarde cloud; m:temps d'écran; f:eSIM; mp:paramètres système;
				fu:mémoire vive; m:processeur; fu:charge rapide; m:clavier virtuel; fp:coupures d'appel;
				m:système d'exploitation`,
			verbs: `rooter le téléphone; déverrouiller le bootloader; flasher une ROM custom; réinitialiser le téléphone;
				changer l'écran fissuré; calibrer la batterie; vider le cache des applis; mettre à jour le firmware;
				transférer les contacts; appairer les écouteurs; changer d'opérateur; couper les données en arrière-plan;
				sauvegarder les conversations; installer la bêta; désactiver les applis préinstallées; activer l'eSIM`,
			boards: `Appareils Android | ROM custom, root, launchers et tout l'univers Android.
				iPhone et iOS | Aide, astuces et actualités sur les téléphones Apple et les dernières versions d'iOS.
				Conseils d'achat | Quel téléphone choisir ? Haut de gamme, bons plans et reconditionnés.
				Batterie et recharge | Chargeurs, batteries externes, santé de la batterie et vitesse de charge.
				Forfaits et opérateurs | Forfaits, abonnements, eSIM et problèmes de réseau.`,
			tags: `téléphone smartphone android iphone mobile high-tech gadgets test`,
		},
		"cars": {
			nouns: `m:embrayage; f:boîte de vitesses; f:courroie de distribution; fu:huile moteur; m:filtre à huile;
				fp:plaquettes de frein; mp:disques de frein; m:alternateur; m:démarreur; m:radiateur;
				mu:liquide de refroidissement; m:turbo; m:pot d'échappement; m:catalyseur; fp:bougies;
				f:pompe à carburant; mp:pneus hiver; fu:suspension; mp:amortisseurs; f:crémaillère de direction;
				m:voyant moteur; m:moteur diesel; fu:consommation; m:concessionnaire; m:garagiste; m:contrôle technique;
				fu:rouille; m:roulement de roue; m:joint de culasse; fu:huile de boîte; mp:essuie-glaces; m:break;
				m:cabriolet; f:voiture d'occasion; mu:kilométrage; m:carnet d'entretien; mu:couple; m:essieu arrière;
				mp:phares; m:attelage; m:monospace`,
			verbs: `faire la vidange; purger les freins; changer la courroie de distribution; permuter les pneus;
				remplacer le liquide de refroidissement; régler l'embrayage; changer les bougies; lire les codes défaut;
				faire le parallélisme; reprogrammer le moteur; lustrer la carrosserie; traiter les points de rouille;
				faire un essai routier; négocier avec le vendeur; vérifier la pression des pneus;
				changer les balais d'essuie-glace`,
			boards: `Moteur et transmission | Ratés, fuites d'huile, boîtes de vitesses et embrayages : le cœur mécanique de la voiture.
				Freins, pneus et suspension | Plaquettes, disques, géométrie et tout ce qui vous relie à la route.
				Achat et vente | Vérifications d'occasion, histoires de concessionnaires et négociation du prix.
				Entretien maison | Vidanges, filtres et réparations à faire soi-même dans son garage.
				Voitures anciennes | Restaurations, traitement de la rouille et chasse aux pièces rares.`,
			tags: `voiture auto mécanique garage entretien occasion voitures-anciennes automobile`,
		},
		"cooking": {
			nouns: `f:poêle en fonte; m:levain; f:pâte à pain; m:couteau de chef; f:cocotte en fonte; mu:risotto;
				fu:béchamel; mp:oignons; mu:ail; fu:huile d'olive; mu:beurre; m:faitout; mu:bouillon de volaille;
				fp:pâtes; f:pâte à pizza; fp:épices; mu:cumin; mu:paprika; m:robot de cuisine; m:robot pâtissier;
				fu:pâte feuilletée; mp:raviolis; mu:curry; f:marinade; f:planche à découper; mu:riz; m:cuiseur à riz;
				fp:lentilles; fu:farine; fu:levure; mu:sucre roux; fu:crème fraîche; mu:parmesan; m:poulet rôti;
				m:bœuf bourguignon; fu:vinaigrette; m:thermomètre de cuisson; mp:champignons; fu:sauce soja; mp:œufs;
				f:recette; fu:pâte à crêpes; mp:restes; m:wok; fp:lasagnes; f:cocotte-minute; fp:crêpes`,
			verbs: `pétrir la pâte; culotter la poêle; déglacer la poêle; saisir le steak; laisser lever la pâte;
				caraméliser les oignons; faire un roux; réduire la sauce; monter les blancs en neige;
				faire mariner le poulet toute la nuit; cuire la pâte à blanc; aiguiser les couteaux; rôtir les légumes au four;
				incorporer la farine; laisser mijoter le bouillon; nourrir le levain; tempérer le chocolat`,
			boards: `Pâtisserie et boulangerie | Levain, pâtes levées, gâteaux et viennoiseries : montrez votre mie.
				Cuisine du quotidien | Plats rapides pour la semaine et idées malignes pour les restes.
				Matériel de cuisine | Couteaux, poêles, robots et ustensiles qui méritent leur place.
				Cuisines du monde | Currys, raviolis, pâtes et plats mijotés des quatre coins du monde.`,
			tags: `cuisine recettes fait-maison pâtisserie gourmandise dîner cuisine-maison miam`,
		},
		"travel": {
			nouns: `f:carte d'embarquement; mu:bagage cabine; f:valise; m:sac à dos; f:auberge de jeunesse; f:chambre d'hôtel;
				fu:assurance voyage; m:passeport; m:visa; mu:décalage horaire; f:escale; m:train de nuit; m:ferry;
				m:itinéraire; m:salon d'aéroport; m:siège côté hublot; mp:miles; m:adaptateur de voyage; m:guide de voyage;
				m:bureau de change; m:city pass; f:visite guidée; mp:sentiers de randonnée; m:camping; m:club de vacances;
				fu:crème solaire; m:poste-frontière; m:pass Interrail; mp:retards de vol; mu:surbooking;
				m:comptoir d'enregistrement; mu:service d'étage; fp:excursions; f:vieille ville; mp:marchés locaux;
				f:croisière; f:carte routière; m:budget voyage; m:site de réservation; f:location de vacances;
				mp:souvenirs; fu:douane; f:agence de voyage`,
			verbs: `réserver les vols; renouveler le passeport; demander un visa; voyager léger; changer de l'argent;
				faire l'enregistrement en ligne; obtenir un surclassement; louer un scooter; randonner sur le sentier côtier;
				prendre le train de nuit; réclamer une indemnisation pour le retard; préparer l'itinéraire;
				trouver une auberge pas chère; explorer la vieille ville; acheter un pass Interrail;
				souscrire une assurance voyage`,
			boards: `Récits de voyage | Racontez où vous êtes allés, ce que vous avez vu et ce que vous feriez autrement.
				Vols et aéroports | Compagnies, escales, salons, retards et indemnisations.
				Voyager pas cher | Auberges, trains de nuit, pass ferroviaires et aller loin avec peu.
				Destinations Europe | Escapades urbaines, vieilles villes, îles et villages de montagne en Europe.
				Visas et paperasse | Passeports, visas, passages de frontière et questions d'assurance.`,
			tags: `voyage vacances sac-à-dos city-trip conseils-voyage aventure évasion découverte`,
		},
		"photography": {
			nouns: `f:focale fixe; m:zoom; f:ouverture; f:vitesse d'obturation; fu:sensibilité ISO; m:trépied;
				m:appareil sans miroir; m:reflex; m:capteur; m:viseur; mu:autofocus; mp:fichiers RAW; m:logiciel de retouche;
				fu:balance des blancs; fu:profondeur de champ; mu:bokeh; m:filtre polarisant; m:filtre ND; m:sac photo;
				m:flash cobra; m:posemètre; fu:exposition; m:histogramme; fu:heure dorée; mp:portraits; fu:photo de rue;
				m:objectif macro; f:carte mémoire; fu:stabilisation; fu:composition; fu:règle des tiers; fp:poses longues;
				mu:grain de la pellicule; f:chambre noire; f:pellicule 35 mm; m:grand-angle; m:téléobjectif;
				m:pare-soleil; mp:presets; mu:bruit numérique; m:déclencheur; f:dragonne; f:boîte à lumière; mp:paysages`,
			verbs: `shooter en mode manuel; fermer le diaphragme; faire du bracketing; calibrer le moniteur;
				nettoyer le capteur; faire du focus stacking; développer les fichiers RAW; développer une pellicule soi-même;
				régler la balance des blancs; faire la mise au point manuellement; cadrer le sujet;
				exposer pour les hautes lumières; utiliser une télécommande; assembler un panorama; imprimer les tirages;
				ouvrir le diaphragme`,
			boards: `Matériel | Boîtiers, objectifs, trépieds et sacs : avec quoi vous photographiez et pourquoi.
				Paysage et nature | Heure dorée, poses longues et la patience d'attendre la bonne lumière.
				Portrait | Lumière, pose et travail avec des modèles, des amis et des inconnus.
				Post-traitement | Développement RAW, presets, étalonnage et retouche.
				Photo argentique | 35 mm, moyen format, chambre noire et numérisation des négatifs.`,
			tags: `photographie photo appareil-photo paysage portrait photo-de-rue macro argentique`,
		},
		"medicine": {
			nouns: `fu:tension artérielle; mp:effets secondaires; f:ordonnance; mu:ibuprofène; mp:antibiotiques;
				f:prise de sang; m:médecin traitant; f:posologie; mp:symptômes; f:migraine; mp:maux de dos; m:kiné;
				fp:allergies; m:inhalateur; f:vaccination; m:spécialiste; mu:cholestérol; f:thyroïde; fu:insuline;
				mu:diabète; mp:antidouleurs; mu:eczéma; f:lettre d'orientation; f:IRM; f:radiographie;
				fp:brûlures d'estomac; fu:insomnie; fp:vitamines; fu:anxiété; mp:antidépresseurs; fu:kinésithérapie;
				f:opération du genou; f:salle d'attente; f:mutuelle; fu:fièvre; mu:système immunitaire; m:pharmacien;
				mu:taux de sucre; mp:points de suture; mp:acouphènes; mp:résultats d'analyse; f:notice; m:cabinet médical`,
			verbs: `faire baisser la tension; arrêter progressivement le traitement; demander un deuxième avis;
				prendre rendez-vous pour un contrôle; prendre les comprimés pendant le repas; noter les symptômes;
				demander une lettre d'orientation; passer à un générique; faire les exercices de kiné;
				faire le vaccin contre la grippe; surveiller la glycémie; éviter les aliments déclencheurs; lire la notice;
				réduire les antidouleurs; consulter un spécialiste`,
			boards: `Questions générales | Questions de santé, symptômes et ce qu'il faut demander à son médecin.
				Médicaments et effets secondaires | Posologie, interactions, génériques et expériences avec les traitements.
				Maladies chroniques | Vivre avec le diabète, l'asthme, la migraine, l'arthrose et plus encore.
				Santé mentale | Anxiété, dépression, sommeil et soutien de personnes qui comprennent.
				Rééducation et kiné | Opérations, blessures, rééducation et se remettre sur pied.`,
			tags: `santé médecine médecin maladie kiné pharmacie bien-être prévention`,
		},
		"music": {
			nouns: `f:guitare électrique; f:guitare acoustique; m:ampli basse; f:caisse claire; f:pédale d'effets;
				f:grille d'accords; fp:cordes de guitare; m:métronome; fu:théorie musicale; m:synthétiseur; m:clavier MIDI;
				f:carte son; fu:réverb; m:vinyle; f:platine vinyle; fp:enceintes de monitoring; fp:partitions; f:setlist;
				m:local de répétition; m:concert; m:groupe; mu:accordage; m:manche; m:capodastre; mu:fingerpicking;
				fp:gammes; fu:éducation de l'oreille; f:table de mixage; f:session d'enregistrement; m:micro;
				f:boîte à rythmes; mp:cours de guitare; f:scène ouverte; f:salle de concert; mu:jazz; fp:harmonies;
				m:saxophone; m:violon; m:piano; m:ukulélé; m:ampli à lampes; fp:paroles; fu:écriture de chansons; m:album`,
			verbs: `apprendre les accords barrés; travailler les gammes tous les jours; changer les cordes de la guitare;
				accorder en drop D; enregistrer une démo; mixer la voix; régler la hauteur des cordes; rejoindre un groupe;
				jouer un concert; écrire les paroles; masteriser le morceau; relever un solo à l'oreille;
				échauffer les doigts avant la répétition; déchiffrer une partition; faire un bœuf avec des amis`,
			boards: `Guitare et basse | Matériel, technique, réglages et la quête sans fin du son parfait.
				Home studio | Cartes son, micros, mixage et la première démo enregistrée dans sa chambre.
				Composition et théorie | Accords, paroles, harmonie et finir enfin ses chansons.
				Groupes et concerts | Trouver des musiciens, décrocher des dates et survivre aux répétitions.
				Claviers et synthés | Pianos, contrôleurs MIDI, synthétiseurs et sound design.`,
			tags: `musique guitare musicien home-studio concert composition synthé basse`,
		},
	},
	langData: langData{
		sentences: []string{
			// expérience
			"J'essaie de {v} depuis {dur}, et ça commence enfin à marcher.",
			"{Time}, je me suis enfin décidé à {v}, et c'était plus simple que prévu.",
			"{Who} m'a appris à {v}, et depuis je le fais moi-même.",
			"Petite mise à jour : j'ai enfin réussi à {v} {time}, et pour l'instant tout va bien.",
			"Il m'a fallu {dur} pour apprendre à {v} correctement.",
			"Pour moi, le plus difficile au début, c'était {the}.",
			"{Who} ne jure que par {the}, mais je ne suis pas encore convaincu.",
			"Depuis que je fais attention {au}, je m'inquiète beaucoup moins {de2}.",
			"Le week-end, j'ai un peu plus de temps pour {v}.",
			// neutre
			"{The}, c'est souvent le premier sujet abordé sur ce forum.",
			"La plupart des gens ici conseillent de {v} au moins une fois {freq}.",
			"Ce que personne ne dit sur {the}, c'est le temps que ça prend.",
			"On a déjà parlé {de} dans d'autres sujets, mais la question revient sans cesse.",
			"J'ai lu quelque part que {the} {compte|comptent} plus que ne le pensent la plupart des débutants.",
			"Chaque guide dit quelque chose de différent sur {the}.",
			"Pour être clair, je parle {de}, pas {de2}.",
			"Tout dépend {de}, donc difficile de donner une réponse générale.",
			"Il y a un bon guide sur {the} dans la FAQ, jetez-y un œil d'abord.",
			"Honnêtement, {the}, ce n'est pas si compliqué qu'on le croit.",
			"Le manuel dit de {v} en premier, et je suivrais ce conseil.",
			// questions
			"Quelqu'un sait comment {v} sans se ruiner ?",
			"Quelle est la meilleure façon de {v} ?",
			"À quelle fréquence faut-il {v} ?",
			"Est-ce que {a} {vaut|valent} vraiment le coup ?",
			"Quelqu'un ici a déjà essayé de {v} ?",
			"Je devrais {v} maintenant ou plutôt attendre quelques semaines ?",
			"Que pensez-vous {de} ?",
			"Quelqu'un peut m'expliquer pourquoi tout le monde parle autant {de} ?",
			"Quelqu'un ici a de l'expérience avec {the} ?",
			"Est-ce qu'il faut {v} avant de s'occuper {de2} ?",
			// conseils
			"Mon conseil : {v} tôt et ne rien précipiter.",
			"Rends-toi service et renseigne-toi sur {the} avant de commencer.",
			"À ta place, je commencerais par {v}, et on verrait ensuite.",
			"N'oublie pas de {v}, ça fait plus de différence qu'on ne le pense.",
			"{V}, ce n'est pas sorcier, tu peux le faire toi-même.",
			"Garde un œil sur {the} et note ce qui change.",
		},
		positive: []string{
			"J'adore la façon dont ça s'est passé avec {the}, meilleure décision de l'année.",
			"{The} {est|sont} vraiment {pos}, je suis ravi.",
			"Super conseil ! J'ai essayé de {v} et ça a marché parfaitement.",
			"Honnêtement, apprendre à {v}, c'est la meilleure chose que j'ai faite.",
			"Quel résultat génial, {the} {est|sont} encore mieux que prévu.",
			"Merci beaucoup, ton astuce pour {v} est excellente !",
			"Je suis tellement content d'avoir osé {v}, c'est un sentiment formidable.",
			"Cinq étoiles de ma part : {the} {est|sont} tout simplement {pos}.",
			"Sujet génial, j'ai appris plus sur {the} ici que n'importe où ailleurs.",
			"J'étais sceptique au début, mais maintenant je suis conquis, {the}, c'est magnifique.",
			"Je recommande vivement de {v}, les résultats sont fantastiques.",
			"{My} {est|sont} {pos} et je ne pourrais pas être plus heureux.",
			"C'est la meilleure explication sur {the} que j'ai jamais lue, merci !",
			"Timing parfait, je voulais {v} ce week-end et ton guide est top.",
			"Waouh, {the} {a|ont} l'air magnifique, bravo !",
			"Un grand merci à tous, grâce à vous j'adore enfin {v}.",
			"Je suis ravi de {my}, {it} {est|sont} vraiment {pos}.",
		},
		negative: []string{
			"Je déteste {the}, {it} ne m'{a|ont} apporté que des ennuis.",
			"{The} {est|sont} {neg}, je suis vraiment déçu.",
			"Quelle idée horrible, j'ai voulu {v} et j'ai tout empiré.",
			"Franchement, {the}, c'était le pire de toute l'année.",
			"Je suis tellement frustré, chaque fois que j'essaie de {v}, quelque chose tourne mal.",
			"Expérience affreuse avec {the}, je ne le souhaite à personne.",
			"Essayer de {v} a été une perte totale de temps et d'argent, c'est nul.",
			"Je suis vraiment déçu par {the}, {it} {est|sont} tout simplement {neg}.",
			"C'est le conseil le plus inutile sur {the} que j'ai jamais lu.",
			"Désolé, mais {the}, c'est une catastrophe, j'en ai marre.",
			"Fuyez {the}, sérieusement, c'est horrible.",
			"J'ai voulu {v} {time} et ça a été un cauchemar affreux.",
			"{My}, c'est un vrai désastre, et je m'en veux terriblement.",
			"Je regrette vraiment d'avoir essayé de {v}, le résultat était nul.",
			"Pire décision de ma vie : j'ai voulu {v} sans aide.",
			"Tout m'énerve dans {the}, c'est lamentable.",
			"Très déçu : au bout de {dur}, toujours rien de concluant avec {the}.",
		},
		titles: []string{
			"Question sur {the}",
			"Besoin d'aide avec {my} !",
			"Comment {v} ?",
			"Meilleure façon de {v} ?",
			"{Bare} ou {bare2} ?",
			"Ma première tentative pour {v}",
			"{Bare} après {dur} : mon retour d'expérience",
			"Est-ce que {a} {vaut|valent} le coup ?",
			"Question de débutant : quand faut-il {v} ?",
			"Enfin réussi à {v} !",
			"Besoin de conseils sur {the}",
			"Problèmes avec {my}",
			"Quelqu'un d'autre galère avec {the} ?",
			"{V} maintenant ou attendre ?",
			"Vous pensez quoi {de} ?",
			"{Bare} : effet de mode ou vraie valeur ?",
			"Je n'arrive pas à {v}",
			"Tuto : {v} étape par étape",
			"{Bare} vs {bare2} : que choisir ?",
			"Problème bizarre avec {my}",
			"Pourquoi personne ne parle {de} ?",
			"C'est normal de {v} chaque semaine ?",
			"Suite et fin : {my} (avec détails)",
			"Faut-il vraiment {v} ?",
			"Vos retours sur {the} ?",
		},
		boardName: "{bare} et {bare2}",
		boardDescs: []string{
			"Questions, astuces et retours d'expérience autour {de} et {de2}.",
			"Tout sur {the} et {the2}, des premiers pas aux astuces de pro.",
			"Montrez vos progrès avec {the}, posez vos questions sur {the2} et aidez les autres.",
		},
		posAdj:     []string{"excellent", "génial|géniale|géniaux|géniales", "parfait", "formidable", "magnifique", "super|super|super|super", "incroyable", "fantastique", "remarquable", "top|top|top|top"},
		negAdj:     []string{"nul|nulle|nuls|nulles", "horrible", "affreux|affreuse|affreux|affreuses", "décevant", "lamentable", "catastrophique", "minable", "médiocre", "pitoyable", "épouvantable"},
		times:      []string{"l'année dernière", "le printemps dernier", "il y a quelques semaines", "hier", "ce week-end", "pendant les vacances", "le mois dernier"},
		durations:  []string{"deux semaines", "trois mois", "un an", "six ans", "quelques jours", "presque dix ans"},
		freqs:      []string{"par semaine", "par mois", "par an", "par saison"},
		who:        []string{"mon voisin", "mon beau-frère", "un ami", "mon père", "le vendeur du magasin", "ma femme", "une collègue", "ma tante"},
		cities:     []string{"Lyon", "Nantes", "Bordeaux", "Lille", "Marseille", "Toulouse", "Genève", "Montréal"},
		firstNames: []string{"Jérôme", "Céline", "Nicolas", "Camille", "Julien", "Élodie", "Mathieu", "Amélie", "Sébastien", "Claire", "Thomas", "Manon", "Olivier", "Aurélie", "Guillaume", "Chloé", "Pierre", "Margaux", "Antoine", "Léa", "François", "Sandrine"},
		lastNames:  []string{"martin", "bernard", "dubois", "moreau", "laurent", "girard", "roux", "fournier", "lefebvre", "mercier"},
		handleA:    []string{"petit", "vieux", "grand", "joyeux", "fou", "sage", "vert", "bleu", "rouge", "nuit", "loup", "chat", "super", "mister", "lady", "papy"},
		handleB:    []string{"jardinier", "bricoleur", "cuistot", "motard", "baroudeur", "pouce", "renard", "hibou", "chef", "pilote", "rockeur", "photographe", "toubib", "voyageur", "ours", "matou", "lutin", "castor"},
		signatures: []string{
			"Envoyé de mon téléphone, désolé pour les fautes.",
			"Ce n'est que mon avis.",
			"Membre depuis {year}, toujours en train d'apprendre.",
			"Amitiés de {city}",
			"À+, {first}",
			"Qui va piano va sano.",
			"En ce moment, je me renseigne sur {the}.",
			"Pensez à utiliser la recherche avant de poster.",
			"Cordialement, {first}",
			"Un jour sans apprendre est un jour perdu.",
			"Mieux vaut prévenir que guérir.",
			"{first}, de {city}",
			"Le mieux est l'ennemi du bien.",
		},
	},
}
