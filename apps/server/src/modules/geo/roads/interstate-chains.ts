/**
 * The built-in road network: the Interstates of the lower 48 and the few US and state highways that
 * join metros the Interstates leave out, each written as the places it passes, in order. A place is
 * a `City, ST` of the ZIP database (its coordinates are the mean of its ZIP codes) or one of
 * `PLACE_COORDINATES`. Places of the same name on two roads are the junction between them.
 *
 * Each pair of neighbours on a chain is an edge of the graph, its miles the great-circle distance
 * times the chain's curve factor (1.05 unless given: more for mountain passes, coasts and valleys).
 * With places every 30 to 150 miles, that matches published driving distances within a few percent
 * (see `builtin-router.test.ts`).
 */
export const INTERSTATE_CHAINS: readonly (readonly [road: string, places: string, curve?: number])[] = [
  // West coast and California
  [
    'I-5',
    'San Diego, CA | Santa Ana, CA | Los Angeles, CA | Santa Clarita, CA | Lebec, CA | Buttonwillow, CA | Kettleman City, CA | Santa Nella, CA | Westley, CA | Stockton, CA | Sacramento, CA | Williams, CA | Red Bluff, CA | Redding, CA | Weed, CA | Yreka, CA | Medford, OR | Grants Pass, OR | Roseburg, OR | Eugene, OR | Salem, OR | Portland, OR | Centralia, WA | Olympia, WA | Tacoma, WA | Seattle, WA | Everett, WA | Mount Vernon, WA | Bellingham, WA | Blaine, WA',
  ],
  ['I-8', 'San Diego, CA | El Centro, CA | Yuma, AZ | Gila Bend, AZ | Casa Grande, AZ'],
  [
    'I-10',
    'Santa Monica, CA | Los Angeles, CA | Ontario, CA | San Bernardino, CA | Palm Springs, CA | Indio, CA | Blythe, CA | Quartzsite, AZ | Buckeye, AZ | Phoenix, AZ | Casa Grande, AZ | Tucson, AZ | Benson, AZ | Willcox, AZ | Lordsburg, NM | Deming, NM | Las Cruces, NM | El Paso, TX | Van Horn, TX | Fort Stockton, TX | Ozona, TX | Junction, TX | Kerrville, TX | San Antonio, TX | Seguin, TX | Columbus, TX | Houston, TX | Beaumont, TX | Lake Charles, LA | Lafayette, LA | Baton Rouge, LA | Laplace, LA | New Orleans, LA | Slidell, LA | Gulfport, MS | Pascagoula, MS | Mobile, AL | Pensacola, FL | Crestview, FL | Marianna, FL | Tallahassee, FL | Lake City, FL | Jacksonville, FL',
  ],
  ['I-12', 'Baton Rouge, LA | Hammond, LA | Slidell, LA'],
  [
    'I-15',
    'San Diego, CA | Escondido, CA | Temecula, CA | Ontario, CA | Victorville, CA | Barstow, CA | Baker, CA | Primm, NV | Las Vegas, NV | Mesquite, NV | Saint George, UT | Cedar City, UT | Beaver, UT | Fillmore, UT | Nephi, UT | Provo, UT | Salt Lake City, UT | Ogden, UT | Brigham City, UT | Tremonton, UT | Malad City, ID | Pocatello, ID | Idaho Falls, ID | Dubois, ID | Dillon, MT | Butte, MT | Helena, MT | Great Falls, MT | Shelby, MT | Sweetgrass, MT',
  ],
  ['I-17', 'Phoenix, AZ | Cordes Lakes, AZ | Camp Verde, AZ | Flagstaff, AZ'],
  ['I-19', 'Tucson, AZ | Green Valley, AZ | Nogales, AZ'],
  [
    'I-20',
    'Van Horn, TX | Pecos, TX | Monahans, TX | Odessa, TX | Midland, TX | Big Spring, TX | Sweetwater, TX | Abilene, TX | Cisco, TX | Weatherford, TX | Fort Worth, TX | Dallas, TX | Terrell, TX | Canton, TX | Tyler, TX | Longview, TX | Marshall, TX | Shreveport, LA | Ruston, LA | Monroe, LA | Vicksburg, MS | Jackson, MS | Meridian, MS | Tuscaloosa, AL | Birmingham, AL | Anniston, AL | Atlanta, GA | Madison, GA | Augusta, GA | Columbia, SC | Florence, SC',
  ],
  [
    'I-25',
    'Las Cruces, NM | Truth Or Consequences, NM | Socorro, NM | Albuquerque, NM | Santa Fe, NM | Las Vegas, NM | Springer, NM | Raton, NM | Trinidad, CO | Walsenburg, CO | Pueblo, CO | Colorado Springs, CO | Castle Rock, CO | Denver, CO | Loveland, CO | Fort Collins, CO | Cheyenne, WY | Wheatland, WY | Douglas, WY | Casper, WY | Kaycee, WY | Buffalo, WY',
  ],
  [
    'I-26',
    'Kingsport, TN | Johnson City, TN | Asheville, NC | Spartanburg, SC | Columbia, SC | Orangeburg, SC | Bowman, SC | Charleston, SC',
  ],
  ['I-27', 'Lubbock, TX | Plainview, TX | Amarillo, TX'],
  [
    'I-29',
    'Kansas City, MO | Saint Joseph, MO | Rock Port, MO | Omaha, NE | Sioux City, IA | Sioux Falls, SD | Brookings, SD | Watertown, SD | Sisseton, SD | Fargo, ND | Grand Forks, ND | Pembina, ND',
  ],
  [
    'I-30',
    'Fort Worth, TX | Dallas, TX | Greenville, TX | Mount Pleasant, TX | Texarkana, TX | Hope, AR | Arkadelphia, AR | Little Rock, AR',
  ],
  [
    'I-35',
    'Laredo, TX | Cotulla, TX | San Antonio, TX | San Marcos, TX | Austin, TX | Georgetown, TX | Temple, TX | Waco, TX | Hillsboro, TX | Dallas, TX | Denton, TX | Gainesville, TX | Ardmore, OK | Norman, OK | Oklahoma City, OK | Guthrie, OK | Perry, OK | Blackwell, OK | Wichita, KS | Emporia, KS | Ottawa, KS | Kansas City, MO | Cameron, MO | Bethany, MO | Osceola, IA | Des Moines, IA | Ames, IA | Mason City, IA | Albert Lea, MN | Owatonna, MN | Faribault, MN | Minneapolis, MN | Forest Lake, MN | Hinckley, MN | Duluth, MN',
  ],
  ['I-35W', 'Hillsboro, TX | Fort Worth, TX | Denton, TX'],
  ['I-37', 'San Antonio, TX | George West, TX | Corpus Christi, TX'],
  [
    'I-39',
    'Bloomington, IL | Peru, IL | Rockford, IL | Beloit, WI | Madison, WI | Portage, WI | Stevens Point, WI | Wausau, WI',
  ],
  [
    'I-40',
    'Barstow, CA | Ludlow, CA | Needles, CA | Kingman, AZ | Seligman, AZ | Williams, AZ | Flagstaff, AZ | Winslow, AZ | Holbrook, AZ | Sanders, AZ | Gallup, NM | Grants, NM | Albuquerque, NM | Clines Corners, NM | Santa Rosa, NM | Tucumcari, NM | Vega, TX | Amarillo, TX | Shamrock, TX | Elk City, OK | Clinton, OK | Oklahoma City, OK | Shawnee, OK | Henryetta, OK | Sallisaw, OK | Fort Smith, AR | Ozark, AR | Russellville, AR | Conway, AR | Little Rock, AR | Brinkley, AR | Forrest City, AR | Memphis, TN | Jackson, TN | Lexington, TN | Nashville, TN | Cookeville, TN | Crossville, TN | Knoxville, TN | Dandridge, TN | Newport, TN | Asheville, NC | Marion, NC | Hickory, NC | Statesville, NC | Winston-Salem, NC | Greensboro, NC | Burlington, NC | Durham, NC | Raleigh, NC | Benson, NC | Warsaw, NC | Wilmington, NC',
  ],
  ['I-41', 'Milwaukee, WI | Fond Du Lac, WI | Oshkosh, WI | Appleton, WI | Green Bay, WI'],
  ['I-43', 'Milwaukee, WI | Sheboygan, WI | Manitowoc, WI | Green Bay, WI'],
  [
    'I-44',
    'Wichita Falls, TX | Lawton, OK | Chickasha, OK | Oklahoma City, OK | Stroud, OK | Tulsa, OK | Vinita, OK | Joplin, MO | Springfield, MO | Lebanon, MO | Rolla, MO | Sullivan, MO | Saint Louis, MO',
  ],
  [
    'I-45',
    'Galveston, TX | Houston, TX | Conroe, TX | Huntsville, TX | Madisonville, TX | Fairfield, TX | Corsicana, TX | Dallas, TX',
  ],
  [
    'I-49',
    'Lafayette, LA | Opelousas, LA | Alexandria, LA | Natchitoches, LA | Shreveport, LA | Texarkana, TX',
  ],
  [
    'I-49',
    'Fort Smith, AR | Fayetteville, AR | Bentonville, AR | Neosho, MO | Joplin, MO | Nevada, MO | Harrisonville, MO | Kansas City, MO',
  ],
  [
    'I-55',
    'Laplace, LA | Hammond, LA | McComb, MS | Brookhaven, MS | Jackson, MS | Canton, MS | Grenada, MS | Batesville, MS | Memphis, TN | Blytheville, AR | Hayti, MO | Sikeston, MO | Cape Girardeau, MO | Festus, MO | Saint Louis, MO | Litchfield, IL | Springfield, IL | Lincoln, IL | Bloomington, IL | Pontiac, IL | Joliet, IL | Chicago, IL',
  ],
  [
    'I-57',
    'Sikeston, MO | Cairo, IL | Marion, IL | Mount Vernon, IL | Effingham, IL | Mattoon, IL | Champaign, IL | Kankakee, IL | Chicago, IL',
  ],
  [
    'I-59',
    'Slidell, LA | Picayune, MS | Hattiesburg, MS | Laurel, MS | Meridian, MS | Tuscaloosa, AL | Birmingham, AL | Gadsden, AL | Fort Payne, AL | Chattanooga, TN',
  ],
  [
    'I-64',
    'Saint Louis, MO | Mount Vernon, IL | Evansville, IN | Corydon, IN | Louisville, KY | Frankfort, KY | Lexington, KY | Morehead, KY | Ashland, KY | Huntington, WV | Charleston, WV | Beckley, WV | Lewisburg, WV | Covington, VA | Staunton, VA | Charlottesville, VA | Richmond, VA | Williamsburg, VA | Newport News, VA | Norfolk, VA | Virginia Beach, VA',
  ],
  [
    'I-65',
    'Mobile, AL | Evergreen, AL | Montgomery, AL | Clanton, AL | Birmingham, AL | Cullman, AL | Decatur, AL | Athens, AL | Pulaski, TN | Columbia, TN | Nashville, TN | Bowling Green, KY | Elizabethtown, KY | Louisville, KY | Columbus, IN | Indianapolis, IN | Lafayette, IN | Merrillville, IN | Gary, IN',
  ],
  ['I-68', 'Hancock, MD | Cumberland, MD | Grantsville, MD | Morgantown, WV'],
  [
    'I-69',
    'Evansville, IN | Washington, IN | Bloomington, IN | Martinsville, IN | Indianapolis, IN | Anderson, IN | Fort Wayne, IN | Angola, IN | Marshall, MI | Lansing, MI | Flint, MI | Lapeer, MI | Port Huron, MI',
  ],
  [
    'I-70',
    'Beaver, UT | Richfield, UT | Salina, UT | Green River, UT | Grand Junction, CO | Rifle, CO | Glenwood Springs, CO | Vail, CO | Silverthorne, CO | Denver, CO',
    1.13,
  ],
  [
    'I-70',
    'Denver, CO | Limon, CO | Burlington, CO | Colby, KS | Oakley, KS | Wakeeney, KS | Hays, KS | Russell, KS | Salina, KS | Junction City, KS | Topeka, KS | Lawrence, KS | Kansas City, MO | Columbia, MO | Wentzville, MO | Saint Louis, MO | Vandalia, IL | Effingham, IL | Terre Haute, IN | Indianapolis, IN | Richmond, IN | Vandalia, OH | Springfield, OH | Columbus, OH | Zanesville, OH | Cambridge, OH | Wheeling, WV | Washington, PA | New Stanton, PA | Somerset, PA | Breezewood, PA | Hancock, MD | Hagerstown, MD | Frederick, MD | Baltimore, MD',
  ],
  [
    'I-71',
    'Louisville, KY | Carrollton, KY | Cincinnati, OH | Wilmington, OH | Columbus, OH | Mansfield, OH | Medina, OH | Cleveland, OH',
  ],
  ['I-72', 'Hannibal, MO | Jacksonville, IL | Springfield, IL | Decatur, IL | Champaign, IL'],
  [
    'I-74',
    'Davenport, IA | Galesburg, IL | Peoria, IL | Bloomington, IL | Champaign, IL | Danville, IL | Crawfordsville, IN | Indianapolis, IN | Shelbyville, IN | Batesville, IN | Cincinnati, OH',
  ],
  [
    'I-75',
    'Miami, FL | Naples, FL | Fort Myers, FL | Port Charlotte, FL | Sarasota, FL | Tampa, FL | Brooksville, FL | Wildwood, FL | Ocala, FL | Gainesville, FL | Lake City, FL | Valdosta, GA | Tifton, GA | Cordele, GA | Macon, GA | Atlanta, GA | Cartersville, GA | Dalton, GA | Chattanooga, TN | Cleveland, TN | Knoxville, TN | Jellico, TN | Corbin, KY | London, KY | Berea, KY | Lexington, KY | Georgetown, KY | Cincinnati, OH | Dayton, OH | Vandalia, OH | Lima, OH | Findlay, OH | Toledo, OH | Monroe, MI | Detroit, MI | Flint, MI | Saginaw, MI | West Branch, MI | Grayling, MI | Gaylord, MI | Mackinaw City, MI | Sault Sainte Marie, MI',
  ],
  [
    'I-76',
    'Akron, OH | Youngstown, OH | Cranberry Township, PA | Pittsburgh, PA | New Stanton, PA | Somerset, PA | Breezewood, PA | Carlisle, PA | Harrisburg, PA | Lancaster, PA | King Of Prussia, PA | Philadelphia, PA',
  ],
  ['I-76', 'Denver, CO | Fort Morgan, CO | Sterling, CO | Julesburg, CO | Big Springs, NE'],
  [
    'I-77',
    'Columbia, SC | Rock Hill, SC | Charlotte, NC | Mooresville, NC | Statesville, NC | Elkin, NC | Wytheville, VA | Bluefield, WV | Beckley, WV | Charleston, WV | Ripley, WV | Parkersburg, WV | Marietta, OH | Cambridge, OH | New Philadelphia, OH | Canton, OH | Akron, OH | Cleveland, OH',
  ],
  [
    'I-78',
    'Harrisburg, PA | Lebanon, PA | Allentown, PA | Phillipsburg, NJ | Somerville, NJ | Newark, NJ | New York, NY',
  ],
  [
    'I-79',
    'Charleston, WV | Sutton, WV | Clarksburg, WV | Morgantown, WV | Washington, PA | Pittsburgh, PA | Cranberry Township, PA | Mercer, PA | Meadville, PA | Erie, PA',
  ],
  [
    'I-80',
    'San Francisco, CA | Oakland, CA | Vallejo, CA | Fairfield, CA | Sacramento, CA | Auburn, CA | Truckee, CA | Reno, NV | Fernley, NV | Lovelock, NV | Winnemucca, NV | Battle Mountain, NV | Elko, NV | Wells, NV | Wendover, UT | Tooele, UT | Salt Lake City, UT | Park City, UT | Evanston, WY | Little America, WY | Rock Springs, WY | Wamsutter, WY | Rawlins, WY | Laramie, WY | Cheyenne, WY | Kimball, NE | Sidney, NE | Big Springs, NE | Ogallala, NE | North Platte, NE | Lexington, NE | Kearney, NE | Grand Island, NE | York, NE | Lincoln, NE | Omaha, NE | Atlantic, IA | Des Moines, IA | Newton, IA | Iowa City, IA | Davenport, IA | Peru, IL | Joliet, IL | Gary, IN | South Bend, IN | Elkhart, IN | Angola, IN | Toledo, OH | Elyria, OH | Youngstown, OH | Clarion, PA | Clearfield, PA | Lock Haven, PA | Milton, PA | Hazleton, PA | Stroudsburg, PA | Paterson, NJ | New York, NY',
  ],
  [
    'I-81',
    'Dandridge, TN | Morristown, TN | Bristol, TN | Abingdon, VA | Wytheville, VA | Christiansburg, VA | Roanoke, VA | Lexington, VA | Staunton, VA | Harrisonburg, VA | Strasburg, VA | Winchester, VA | Martinsburg, WV | Hagerstown, MD | Chambersburg, PA | Carlisle, PA | Harrisburg, PA | Hazleton, PA | Wilkes Barre, PA | Scranton, PA | Binghamton, NY | Cortland, NY | Syracuse, NY | Watertown, NY',
  ],
  ['I-82', 'Ellensburg, WA | Yakima, WA | Prosser, WA | Kennewick, WA | Hermiston, OR'],
  ['I-83', 'Harrisburg, PA | York, PA | Baltimore, MD'],
  [
    'I-84',
    'Portland, OR | Hood River, OR | The Dalles, OR | Arlington, OR | Hermiston, OR | Pendleton, OR | La Grande, OR | Baker City, OR | Ontario, OR | Boise, ID | Mountain Home, ID | Twin Falls, ID | Burley, ID | Snowville, UT | Tremonton, UT | Ogden, UT | Morgan, UT | Echo, UT',
  ],
  [
    'I-84',
    'Scranton, PA | Milford, PA | Newburgh, NY | Danbury, CT | Waterbury, CT | Hartford, CT | Sturbridge, MA',
  ],
  [
    'I-85',
    'Montgomery, AL | Auburn, AL | Lagrange, GA | Atlanta, GA | Gainesville, GA | Commerce, GA | Anderson, SC | Greenville, SC | Spartanburg, SC | Gaffney, SC | Gastonia, NC | Charlotte, NC | Salisbury, NC | Lexington, NC | Greensboro, NC | Burlington, NC | Durham, NC | Henderson, NC | South Hill, VA | Petersburg, VA',
  ],
  [
    'I-86',
    'Erie, PA | Jamestown, NY | Olean, NY | Hornell, NY | Corning, NY | Elmira, NY | Owego, NY | Binghamton, NY',
  ],
  ['I-86', 'Burley, ID | American Falls, ID | Pocatello, ID'],
  [
    'I-87',
    'New York, NY | Suffern, NY | Newburgh, NY | Kingston, NY | Albany, NY | Saratoga Springs, NY | Glens Falls, NY | Plattsburgh, NY | Champlain, NY',
  ],
  ['I-88', 'Binghamton, NY | Oneonta, NY | Cobleskill, NY | Schenectady, NY'],
  ['I-88', 'Chicago, IL | Aurora, IL | Dekalb, IL | Dixon, IL | Sterling, IL | Davenport, IA'],
  [
    'I-89',
    'Concord, NH | Lebanon, NH | White River Junction, VT | Montpelier, VT | Burlington, VT | Saint Albans, VT',
  ],
  [
    'I-90',
    'Seattle, WA | North Bend, WA | Ellensburg, WA | Moses Lake, WA | Ritzville, WA | Spokane, WA | Coeur D Alene, ID | Wallace, ID | Missoula, MT | Deer Lodge, MT | Butte, MT | Bozeman, MT | Livingston, MT | Big Timber, MT | Billings, MT | Hardin, MT | Sheridan, WY | Buffalo, WY | Gillette, WY | Sundance, WY | Spearfish, SD | Rapid City, SD | Wall, SD | Murdo, SD | Chamberlain, SD | Mitchell, SD | Sioux Falls, SD | Worthington, MN | Fairmont, MN | Albert Lea, MN | Austin, MN | Rochester, MN | La Crosse, WI | Tomah, WI | Madison, WI | Janesville, WI | Rockford, IL | Elgin, IL | Chicago, IL | Gary, IN | South Bend, IN | Elkhart, IN | Angola, IN | Toledo, OH | Elyria, OH | Cleveland, OH | Ashtabula, OH | Erie, PA | Dunkirk, NY | Buffalo, NY | Batavia, NY | Rochester, NY | Syracuse, NY | Utica, NY | Amsterdam, NY | Schenectady, NY | Albany, NY | Lee, MA | Springfield, MA | Sturbridge, MA | Worcester, MA | Framingham, MA | Boston, MA',
  ],
  [
    'I-91',
    'New Haven, CT | Hartford, CT | Springfield, MA | Greenfield, MA | Brattleboro, VT | White River Junction, VT | Saint Johnsbury, VT | Derby Line, VT',
  ],
  [
    'I-93',
    'Boston, MA | Lowell, MA | Manchester, NH | Concord, NH | Plymouth, NH | Littleton, NH | Saint Johnsbury, VT',
  ],
  [
    'I-94',
    'Billings, MT | Forsyth, MT | Miles City, MT | Glendive, MT | Dickinson, ND | Bismarck, ND | Jamestown, ND | Valley City, ND | Fargo, ND | Fergus Falls, MN | Alexandria, MN | Saint Cloud, MN | Minneapolis, MN | Saint Paul, MN | Hudson, WI | Menomonie, WI | Eau Claire, WI | Black River Falls, WI | Tomah, WI | Madison, WI | Milwaukee, WI | Kenosha, WI | Chicago, IL | Gary, IN | Michigan City, IN | Benton Harbor, MI | Kalamazoo, MI | Battle Creek, MI | Marshall, MI | Jackson, MI | Ann Arbor, MI | Detroit, MI | Port Huron, MI',
  ],
  [
    'I-95',
    'Miami, FL | Fort Lauderdale, FL | West Palm Beach, FL | Stuart, FL | Fort Pierce, FL | Melbourne, FL | Titusville, FL | Daytona Beach, FL | Saint Augustine, FL | Jacksonville, FL | Brunswick, GA | Savannah, GA | Hardeeville, SC | Walterboro, SC | Bowman, SC | Santee, SC | Florence, SC | Dillon, SC | Lumberton, NC | Fayetteville, NC | Dunn, NC | Benson, NC | Smithfield, NC | Wilson, NC | Rocky Mount, NC | Roanoke Rapids, NC | Emporia, VA | Petersburg, VA | Richmond, VA | Fredericksburg, VA | Washington, DC | Baltimore, MD | Aberdeen, MD | Wilmington, DE | Philadelphia, PA | Trenton, NJ | Newark, NJ | New York, NY | Stamford, CT | New Haven, CT | New London, CT | Providence, RI | Boston, MA | Newburyport, MA | Portsmouth, NH | Portland, ME | Augusta, ME | Waterville, ME | Bangor, ME | Lincoln, ME | Houlton, ME',
  ],
  ['I-96', 'Muskegon, MI | Grand Rapids, MI | Lansing, MI | Brighton, MI | Detroit, MI'],
  // Shorter Interstates and the connectors between metros
  ['I-4', 'Tampa, FL | Lakeland, FL | Orlando, FL | Sanford, FL | Daytona Beach, FL'],
  ['I-16', 'Macon, GA | Dublin, GA | Statesboro, GA | Savannah, GA'],
  ['I-22', 'Birmingham, AL | Jasper, AL | Hamilton, AL | Tupelo, MS | Holly Springs, MS | Memphis, TN'],
  [
    'I-24',
    'Marion, IL | Paducah, KY | Cadiz, KY | Clarksville, TN | Nashville, TN | Murfreesboro, TN | Manchester, TN | Monteagle, TN | Chattanooga, TN',
  ],
  ['I-135', 'Wichita, KS | Newton, KS | McPherson, KS | Salina, KS'],
  ['I-185', 'Lagrange, GA | Columbus, GA'],
  ['I-196', 'Grand Rapids, MI | Holland, MI | South Haven, MI | Benton Harbor, MI'],
  ['I-380', 'Iowa City, IA | Cedar Rapids, IA | Waterloo, IA'],
  ['I-390', 'Rochester, NY | Dansville, NY | Corning, NY'],
  ['I-476', 'Philadelphia, PA | Quakertown, PA | Allentown, PA | Wilkes Barre, PA | Scranton, PA'],
  ['I-580', 'San Francisco, CA | Oakland, CA | Livermore, CA | Westley, CA'],
  ['I-66', 'Strasburg, VA | Front Royal, VA | Manassas, VA | Washington, DC'],
  ['I-69E', 'Corpus Christi, TX | Kingsville, TX | Raymondville, TX | Harlingen, TX | Brownsville, TX'],
  ['I-2', 'Harlingen, TX | McAllen, TX'],
  ['I-880', 'Oakland, CA | Fremont, CA | San Jose, CA'],
  ["Florida's Turnpike", 'Miami, FL | Fort Pierce, FL | Yeehaw Junction, FL | Orlando, FL | Wildwood, FL'],
  ['CA-58', 'Bakersfield, CA | Tehachapi, CA | Mojave, CA | Barstow, CA'],
  [
    'CA-99',
    'Lebec, CA | Bakersfield, CA | Delano, CA | Tulare, CA | Fresno, CA | Merced, CA | Modesto, CA | Stockton, CA | Sacramento, CA',
  ],
  ['CA-152', 'Gilroy, CA | Los Banos, CA | Santa Nella, CA'],
  [
    'US-101',
    'Los Angeles, CA | Ventura, CA | Santa Barbara, CA | San Luis Obispo, CA | Paso Robles, CA | King City, CA | Salinas, CA | Gilroy, CA | San Jose, CA | San Francisco, CA',
  ],
  ['US-6', 'Green River, UT | Price, UT | Spanish Fork, UT | Provo, UT', 1.25],
  [
    'US-59',
    'Houston, TX | Wharton, TX | Victoria, TX | Beeville, TX | George West, TX | Freer, TX | Laredo, TX',
  ],
  [
    'US-59',
    'Houston, TX | Cleveland, TX | Livingston, TX | Lufkin, TX | Nacogdoches, TX | Carthage, TX | Marshall, TX',
  ],
  [
    'US-67',
    'Little Rock, AR | Searcy, AR | Walnut Ridge, AR | Poplar Bluff, MO | Fredericktown, MO | Festus, MO',
  ],
  ['US-74', 'Wilmington, NC | Whiteville, NC | Lumberton, NC | Rockingham, NC | Monroe, NC | Charlotte, NC'],
  ['US-84', 'Lubbock, TX | Post, TX | Snyder, TX | Sweetwater, TX'],
  ['US-87', 'Lubbock, TX | Lamesa, TX | Big Spring, TX'],
  ['US-93', 'Las Vegas, NV | Boulder City, NV | Kingman, AZ | Wikieup, AZ | Wickenburg, AZ | Phoenix, AZ'],
  ['US-93', 'Twin Falls, ID | Jackpot, NV | Wells, NV | Ely, NV | Alamo, NV | Las Vegas, NV'],
  ['US-95', 'Las Vegas, NV | Beatty, NV | Tonopah, NV | Hawthorne, NV | Fernley, NV'],
  ['US-95', 'Winnemucca, NV | McDermitt, NV | Jordan Valley, OR | Marsing, ID | Nampa, ID | Boise, ID'],
  ['US-220', 'Roanoke, VA | Martinsville, VA | Greensboro, NC'],
  ['US-281', 'San Antonio, TX | Three Rivers, TX | Alice, TX | Falfurrias, TX | Edinburg, TX | McAllen, TX'],
  [
    'US-287',
    'Fort Worth, TX | Decatur, TX | Bowie, TX | Wichita Falls, TX | Vernon, TX | Childress, TX | Clarendon, TX | Amarillo, TX',
  ],
  [
    'US-287',
    'Amarillo, TX | Dumas, TX | Stratford, TX | Boise City, OK | Springfield, CO | Lamar, CO | Kit Carson, CO | Limon, CO',
  ],
  [
    'US-29',
    'Greensboro, NC | Danville, VA | Lynchburg, VA | Charlottesville, VA | Culpeper, VA | Warrenton, VA | Manassas, VA',
  ],
  ['US-395', 'Kennewick, WA | Connell, WA | Ritzville, WA'],
  ['US-49', 'Jackson, MS | Mendenhall, MS | Hattiesburg, MS | Wiggins, MS | Gulfport, MS'],
  ['US-52', 'Rochester, MN | Cannon Falls, MN | Saint Paul, MN'],
  ['US-131', 'Kalamazoo, MI | Grand Rapids, MI | Cadillac, MI'],
];

/** Places the ZIP database does not name (or names elsewhere), with their coordinates. */
export const PLACE_COORDINATES: Readonly<Record<string, readonly [lat: number, lng: number]>> = {
  'Echo, UT': [40.972, -111.44],
  'Clines Corners, NM': [35.008, -105.666],
  'Little America, WY': [41.543, -109.859],
  'Yeehaw Junction, FL': [27.699, -80.905],
  'Cordes Lakes, AZ': [34.304, -112.103],
  'Santa Nella, CA': [37.098, -121.017],
  'Laplace, LA': [30.067, -90.481],
  'Primm, NV': [35.611, -115.389],
  'Sweetgrass, MT': [48.998, -111.963],
  'Winston-Salem, NC': [36.1, -80.244],
  'Cranberry Township, PA': [40.684, -80.107],
  'McDermitt, NV': [41.996, -117.723],
};
