// Schools for the paged school search (search-page fields) and the group school of 423.

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '成都', '武汉', '西安', '长沙', '郑州', '济南'];
const KINDS = ['职业技术学院', '开放大学', '继续教育学院', '师范学院', '理工学院'];

/** 60 schools: 北京职业技术学院, 北京开放大学, … with their category and area. */
export function seedSchoolNames(): { name: string; short_name: string; category_id: number; area_id: number }[] {
  const list: { name: string; short_name: string; category_id: number; area_id: number }[] = [];
  CITIES.forEach((city, c) => {
    KINDS.forEach((kind, k) => {
      list.push({
        name: `${city}${kind}`,
        short_name: `${city}${kind.slice(0, 2)}`,
        category_id: [3, 5, 4, 1, 1][k] ?? 1,
        area_id: [110000, 310000, 440000, 440000, 330000, 320000, 510000, 420000, 610000, 430000, 410000, 370000][c] ?? 110000,
      });
    });
  });
  return list;
}
